// Runs before the first paint (a blocking script in <head>): apply the saved theme and language so nothing flashes.
// A file, not an inline script, so the server's Content-Security-Policy can forbid inline code.
(function () {
  var root = document.documentElement;
  try {
    root.setAttribute('data-mantine-color-scheme', localStorage.getItem('theme') === 'light' ? 'light' : 'dark');
    var lang = localStorage.getItem('language');
    if (lang === 'tr' || lang === 'en' || lang === 'es') root.lang = lang;
    // A signed-in player is not shown the page rendered for visitors (the welcome page before /feed): see index.html.
    if (localStorage.getItem('access_token')) root.setAttribute('data-session', '');
  } catch {
    root.setAttribute('data-mantine-color-scheme', 'dark');
  }
  var leaving = !root.hasAttribute('data-session') && matchLanguage();
  // What the page's route loads for a signed-in player only (named inert by the server, http/web-app.ts).
  if (root.hasAttribute('data-session'))
    preload(document.querySelectorAll('link[rel="x-gamefolk-modulepreload"][data-session]'));

  function preload(links) {
    for (var i = 0; i < links.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = links[i].href;
      document.head.appendChild(link);
    }
  }

  // A page the server rendered names its language (scripts/prerender.mjs): the `language` cookie's, else the
  // browser's. When this browser's own choice (local storage) says otherwise, the cookie was lost or is stale: it is
  // written anew and the page asked for again, before anything is painted, so the visitor never sees a language they
  // did not choose. Where the cookie does not stick (cookies blocked) or the answer still differs, the page stays
  // hidden until the app renders it in the visitor's language (index.html, src/main.tsx).
  function matchLanguage() {
    var rendered = root.getAttribute('data-rendered');
    var wanted = detectedLanguage();
    var tried = 'language_reload';
    if (!rendered || rendered === wanted) {
      try {
        sessionStorage.removeItem(tried);
      } catch {
        // Nothing kept, nothing to forget.
      }
      return false;
    }
    root.setAttribute('data-language-pending', '');
    var again;
    try {
      again = sessionStorage.getItem(tried) !== location.pathname + ':' + wanted;
      sessionStorage.setItem(tried, location.pathname + ':' + wanted);
    } catch {
      again = false;
    }
    document.cookie = 'language=' + wanted + '; path=/; max-age=31536000; samesite=lax';
    if (!again || !new RegExp('(?:^|; )language=' + wanted + '(?:;|$)').test(document.cookie)) return false;
    location.replace(location.href);
    return true;
  }

  // A page the server sent already rendered (src/entry-server.tsx) holds its scripts inert: they start after the
  // first paint, so the HTML and CSS have the line to themselves until the page shows. A hidden tab paints no
  // frames; there they start after a second at the latest.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload(document.querySelectorAll('link[rel="x-gamefolk-modulepreload"]:not([data-session])'));
    var inert = document.querySelectorAll('script[type="text/x-gamefolk-app"]');
    for (var j = 0; j < inert.length; j++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = inert[j].src;
      document.head.appendChild(script);
    }
  }
  document.addEventListener('DOMContentLoaded', function () {
    var app = document.querySelector('script[type="text/x-gamefolk-app"]');
    if (!app || leaving) return;
    if (app.getAttribute('data-start') === 'intent' && !appNeededAtOnce()) return startOnIntent();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  });

  // The welcome and sign-in pages (marked by scripts/prerender.mjs): a visitor who only reads them downloads no app.
  // The app starts with the first sign of someone using the page (a touch, a key, the mouse, a scroll), and at once
  // when the page is not what the app would show (a signed-in player, or a browser that picks another language than
  // the page's). See docs/decisions.md, "The welcome page starts its app on intent".
  function appNeededAtOnce() {
    var rendered = document.getElementById('root').getAttribute('data-rendered');
    return root.hasAttribute('data-session') || detectedLanguage() !== rendered;
  }

  // As src/i18n/detector.ts: the saved choice, then the browser's languages ('tr-TR' counts as 'tr'), else English.
  function detectedLanguage() {
    var known = { tr: true, en: true, es: true };
    var saved;
    try {
      saved = localStorage.getItem('language');
    } catch {
      saved = null;
    }
    if (known[saved] === true) return saved;
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).toLowerCase().split('-')[0];
      if (known[base] === true) return base;
    }
    return 'en';
  }

  function startOnIntent() {
    var intents = [
      'pointerdown',
      'pointermove',
      'touchstart',
      'keydown',
      'focusin',
      'wheel',
      'scroll',
      'click',
      'input',
      'change',
    ];
    function onIntent() {
      for (var i = 0; i < intents.length; i++) window.removeEventListener(intents[i], onIntent, true);
      start();
    }
    for (var i = 0; i < intents.length; i++)
      window.addEventListener(intents[i], onIntent, { capture: true, passive: true });

    // A tap on a button or a choice in a select made before the app is there is made again once it has hydrated
    // (src/main.tsx announces both steps). From the moment it hydrates React keeps a tap itself, but not a select's
    // change: one made while it hydrates would be lost (shell.e2e.ts's language switch, now and then), so a choice
    // is kept until the app has hydrated, and made again then (the same choice twice changes nothing).
    var replay = null;
    var keeping = true;
    var hydrated = false;
    function keep(event) {
      var target = event.target;
      if (hydrated || !(target instanceof Element) || !target.closest('#root')) return;
      if (event.type === 'change' && target instanceof HTMLSelectElement) {
        var value = target.value;
        replay = function () {
          target.value = value;
          target.dispatchEvent(new Event('change', { bubbles: true }));
        };
        return;
      }
      var button = keeping && event.type === 'click' && target.closest('button');
      if (button)
        replay = function () {
          button.click();
        };
    }
    // A form sent before the app has taken the page over (Enter in a sign-in field, a tap on its button) is not sent
    // natively, which would leave the page with what was typed: it is held and sent by the app once it has hydrated
    // and taken over the typed values. Listened to as the event leaves the page, after React's own listener: while the
    // app hydrates, React may already have taken the form (and prevented the native send); what it has not is held.
    function hold(event) {
      var form = event.target;
      if (hydrated || event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.closest('#root')) return;
      event.preventDefault();
      replay = function () {
        var now = form.isConnected ? form : document.querySelector('#root form');
        if (now) now.requestSubmit();
      };
    }
    document.addEventListener('submit', hold);
    document.addEventListener('click', keep, true);
    document.addEventListener('change', keep, true);
    document.addEventListener('gamefolk:hydrating', function () {
      keeping = false;
    });
    document.addEventListener('gamefolk:hydrated', function () {
      hydrated = true;
      var again = replay;
      replay = null;
      if (again) again();
    });
  }
})();
