// Runs before React so the first paint already has the saved language, direction and theme. The
// server writes it into each page (cms/src/site/inline-boot.ts, allowed by its hash in the CSP);
// the file is the fallback.
/* global document, window, Element, requestAnimationFrame */
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
    // The server draws a visitor's page; a signed-in one sees the app's own drawing (their header,
    // their buttons), not a visitor's that would not answer a tap until it is replaced.
    if (localStorage.getItem('authToken')) root.classList.add('first-screen-hidden');
    var theme = localStorage.getItem('theme') || 'light';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) root.classList.add('dark');
  } catch {
    /* storage unavailable (private mode): keep the defaults */
  }
  // What a visitor does on the drawn page before React handles it (hydration reaches it) is given
  // again once React has attached that element's props (its own `__reactProps$…` key), or dropped
  // if the app drew the page anew (the element is gone) or 15 s have passed:
  // - the last tap on a button (React 18 replays no tap);
  // - the words typed in a field: hydration keeps them on the screen without telling the app, whose
  //   state would still be empty when they are sent;
  // - a form sent (Enter, or its button): the browser would reload the page without its words.
  var typed = [];
  var waiting = null;
  var timer = null;
  var started = 0;
  var handled = function (node) {
    return Object.keys(node).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  };
  // React reads a change against the value it last saw (its tracker, behind the field's own
  // `value`): the field is emptied through it, given its words back past it, then told.
  var tell = function (field) {
    var words = field.value;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, words);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  var replay = function () {
    if (Date.now() - started > 15000) return stop();
    var told = false;
    typed = typed.filter(function (field) {
      if (!field.isConnected) return false;
      if (!handled(field)) return true;
      tell(field);
      told = true;
      return false;
    });
    // The app draws what it was told before anything is sent.
    if (told) return;
    if (waiting && waiting.isConnected && handled(waiting)) {
      if (waiting.tagName === 'FORM') waiting.requestSubmit();
      else waiting.click();
      waiting = null;
    } else if (waiting && !waiting.isConnected) waiting = null;
    if (!waiting && typed.length === 0) stop();
  };
  var stop = function () {
    clearInterval(timer);
    timer = null;
    typed = [];
    waiting = null;
  };
  var keep = function () {
    if (timer) return;
    started = Date.now();
    timer = setInterval(replay, 50);
  };
  var unhandled = function (event, selector) {
    var node = event.target instanceof Element ? event.target.closest(selector) : null;
    return node && !handled(node) ? node : null;
  };
  document.addEventListener(
    'click',
    function (event) {
      // A card the app has not hydrated yet, on purpose (components/hydrate-near-screen.tsx): React
      // hydrates it as it handles this very tap, which must not be given a second time.
      if (event.__hydratedByTouch) return;
      var button = unhandled(event, '#root button');
      if (!button) return;
      waiting = button;
      keep();
    },
    true,
  );
  document.addEventListener(
    'input',
    function (event) {
      var field = unhandled(event, '#root input, #root textarea');
      if (!field || /^(checkbox|radio|file)$/.test(field.type) || typed.indexOf(field) >= 0) return;
      typed.push(field);
      keep();
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      var form = unhandled(event, '#root form');
      if (!form) return;
      event.preventDefault();
      // Its button's tap, kept above, sends it again; Enter in a form without one is kept here.
      if (!(waiting && form.contains(waiting))) waiting = form;
      keep();
    },
    true,
  );
  // A page the server drew keeps its code in <template id="page-code"> (cms/src/site/first-screen-render.ts):
  // the code is asked for once the largest photo has arrived and been painted, so that the photo
  // has the phone's narrow link and its main thread to itself, and the code's download, parsing and
  // hydration come after the paint that Largest Contentful Paint waits for (ARCHITECTURE decision 60).
  // A page the visitor does not see as drawn (hidden above) starts its code at once.
  // Each tag inserted starts its download on the spot, ~1 ms of a fast machine's main thread, ~5 ms
  // of a phone's: the thirty tags of a listing's code in one task blocked a phone for 150 ms
  // (Total Blocking Time). The entry goes first, then a few tags per task.
  var TAGS_PER_TASK = 4;
  var startCode = function () {
    var template = document.getElementById('page-code');
    if (!template) return;
    template.remove();
    var tags = Array.prototype.slice.call(template.content.children);
    var insert = function () {
      tags.splice(0, TAGS_PER_TASK).forEach(function (tag) {
        var copy = document.createElement(tag.tagName.toLowerCase());
        for (var i = 0; i < tag.attributes.length; i++) copy.setAttribute(tag.attributes[i].name, tag.attributes[i].value);
        document.body.appendChild(copy);
      });
      if (tags.length > 0) setTimeout(insert, 0);
    };
    insert();
  };
  document.addEventListener('DOMContentLoaded', function () {
    if (!document.getElementById('page-code')) return;
    var photo = document.querySelector('#root img[fetchpriority="high"]');
    if (!photo || document.documentElement.classList.contains('first-screen-hidden')) return startCode();
    var painted = function () {
      // A tab in the background paints nothing and runs no animation frame until it is shown.
      if (document.visibilityState === 'hidden') return startCode();
      requestAnimationFrame(function () {
        setTimeout(startCode, 0);
      });
    };
    // Arrived before the document was parsed: painted in the next frame, not yet on the screen.
    if (photo.complete) return painted();
    // A photo that never answers does not keep the page from working.
    var late = setTimeout(startCode, 3000);
    var arrived = function () {
      clearTimeout(late);
      painted();
    };
    photo.addEventListener('load', arrived, { once: true });
    photo.addEventListener('error', arrived, { once: true });
  });
})();
