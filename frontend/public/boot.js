// Runs before React so the first paint already has the saved language, direction and theme
// (a separate file rather than an inline script, so a strict Content-Security-Policy allows it).
/* global document, window */
(function () {
  try {
    var root = document.documentElement;
    var linked = new URLSearchParams(window.location.search).get('lang');
    if (linked === 'ar' || (linked !== 'fr' && localStorage.getItem('language') === 'ar')) {
      // The server drew the page in French (no ?lang=ar), or sent it empty: hidden until the app
      // draws it in Arabic (main.tsx shows it again in every case).
      if (root.lang !== 'ar') root.classList.add('first-screen-hidden');
      root.lang = 'ar';
      root.dir = 'rtl';
    }
    var theme = localStorage.getItem('theme') || 'light';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) root.classList.add('dark');
  } catch {
    /* storage unavailable (private mode): keep the defaults */
  }
})();
