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

  // A page the server sent already rendered (src/entry-server.tsx) holds its scripts inert: they start after the
  // first paint, so the HTML and CSS have the line to themselves until the page shows. A hidden tab paints no
  // frames; there they start after a second at the latest.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = document.querySelectorAll('link[rel="x-gamefolk-modulepreload"]');
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i].href;
      document.head.appendChild(link);
    }
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
    if (!document.querySelector('script[type="text/x-gamefolk-app"]')) return;
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  });
})();
