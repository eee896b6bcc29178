// Starts the language pack's download with the page rather than after the scripts (issue 12 §4): lib/i18n.ts
// then asks for the same address and gets this answer. Same choice as lib/i18n.ts: the stored language, else
// English (a stored value that lib/i18n.ts corrects only costs one unused download).
/* global document */
(function () {
  var lang = 'en';
  try {
    lang = (localStorage.getItem('portal.language') || 'en').slice(0, 2).toLowerCase();
  } catch {
    // Storage refused: English, as lib/i18n.ts does.
  }
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = 'api/resources/getresources/' + encodeURIComponent(lang);
  document.head.appendChild(link);
})();
