// Runs before the first paint (a blocking script in <head>): apply the saved theme and language so nothing flashes.
// A file, not an inline script, so the server's Content-Security-Policy can forbid inline code.
(function () {
  var root = document.documentElement;
  try {
    root.setAttribute('data-mantine-color-scheme', localStorage.getItem('theme') === 'light' ? 'light' : 'dark');
    var lang = localStorage.getItem('language');
    if (lang === 'tr' || lang === 'en' || lang === 'es') root.lang = lang;
  } catch {
    root.setAttribute('data-mantine-color-scheme', 'dark');
  }
})();
