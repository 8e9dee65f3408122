/* global window, document */
/*
 * Loaded first in every page by siteProxy.mjs, before the page's own scripts: records what the engine's driver may
 * not report. Runs in the page, in every engine, so it is ES5-plain and touches nothing the page uses.
 */
(function () {
  var record = { errors: [], violations: [], chats: [] };
  window.__engineProbe = record;
  window.addEventListener("error", function (event) {
    record.errors.push(String(event.message || event.error));
  });
  window.addEventListener("unhandledrejection", function (event) {
    record.errors.push("unhandled rejection: " + String(event.reason));
  });
  document.addEventListener("securitypolicyviolation", function (event) {
    record.violations.push(event.violatedDirective + " " + event.blockedURI);
  });
  // console.error too: the not-found page says its bad path there, and no engine's driver here reads the console.
  var consoleError = console.error;
  console.error = function () {
    record.errors.push(Array.prototype.join.call(arguments, " "));
    return consoleError.apply(console, arguments);
  };
  // The chat: the real window.open runs (each engine's popup blocker decides), and what it was asked and gave is
  // kept. The tab it opens cannot load (no network in tests) and is closed by the driver.
  var open = window.open;
  window.open = function (url, target) {
    var tab = open.apply(window, arguments);
    record.chats.push({ url: String(url), target: String(target), opened: tab !== null });
    return tab;
  };
})();
