// The offline page in the visitor's language: the app's saved choice, else the language cookie, else the browser's.
(function () {
  var texts = {
    en: {
      title: 'You are offline',
      text: "Gamefolk can't be reached right now. Check your connection and try again.",
      retry: 'Try again',
      page: 'Gamefolk · Offline',
    },
    tr: {
      title: 'Çevrimdışısın',
      text: 'Gamefolk’a şu anda ulaşılamıyor. Bağlantını kontrol edip yeniden dene.',
      retry: 'Yeniden dene',
      page: 'Gamefolk · Çevrimdışı',
    },
    es: {
      title: 'Estás sin conexión',
      text: 'No se puede acceder a Gamefolk ahora mismo. Revisa tu conexión y vuelve a intentarlo.',
      retry: 'Reintentar',
      page: 'Gamefolk · Sin conexión',
    },
  };
  function saved() {
    try {
      var lang = localStorage.getItem('language');
      if (texts[lang]) return lang;
    } catch {
      // storage may be unavailable: the cookie and the browser still say
    }
    var cookie = /(?:^|;\s*)language=([a-z]{2})/.exec(document.cookie);
    if (cookie && texts[cookie[1]]) return cookie[1];
    var wanted = navigator.languages || [navigator.language];
    for (var i = 0; i < wanted.length; i++) {
      var base = String(wanted[i]).toLowerCase().split('-')[0];
      if (texts[base]) return base;
    }
    return 'en';
  }
  try {
    if (localStorage.getItem('theme') === 'light') document.documentElement.setAttribute('data-theme', 'light');
  } catch {
    // dark, as the app's default
  }
  var lang = saved();
  var t = texts[lang];
  document.documentElement.lang = lang;
  document.title = t.page;
  document.addEventListener('DOMContentLoaded', function () {
    document.getElementById('offline-title').textContent = t.title;
    document.getElementById('offline-text').textContent = t.text;
    var retry = document.getElementById('offline-retry');
    retry.textContent = t.retry;
    retry.addEventListener('click', function () {
      location.reload();
    });
  });
})();
