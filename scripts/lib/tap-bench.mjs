/**
 * What a patient's tap on a call to action costs, measured in Chromium under Lighthouse's mobile throttling
 * (4x CPU, 150 ms round trip, 1.6 Mbps down, 750 Kbps up), applied through the DevTools protocol:
 * - a tap at first paint (a fresh visit, the tap as soon as the first contentful paint is reported): how long
 *   until the page answers visibly (the button turns busy, or the dialog is there), and until the dialog is;
 * - a tap on a settled page (5 s after the load event): how long until the dialog is (from the touch, and from
 *   the moment the finger lifts), and the tap's event duration from the Event Timing API (what INP is made of).
 * Times are taken in the page, from the tap's event time to the animation frame after the change (the frame
 * that paints it). Numbers only: the caller prints medians and never fails on them.
 */

/** Lighthouse's mobile preset (its `mobileSlow4G` figures), as DevTools throttling. */
export const throttling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** How long after the load event a page counts as settled. */
export const settledAfterMs = 5000;

/**
 * Runs in the page before anything else: records the first contentful paint, the first tap's time, the first
 * frame showing a busy call to action or an open dialog, and the tap's Event Timing entries.
 */
function recorder() {
  const bench = { fcp: 0, tap: 0, lift: 0, busy: 0, dialog: 0, events: [] };
  globalThis.__tapBench = bench;
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) bench.fcp = performance.now();
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) bench.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  globalThis.addEventListener(
    "pointerdown",
    (event) => {
      if (!bench.tap) bench.tap = event.timeStamp;
    },
    { capture: true },
  );
  // The end of the visitor's own tap: the finger lifting, or the click where there is no touch (not the click
  // the app repeats for an early tap). A call to action opens the dialog as the finger lifts, and no click follows.
  for (const type of ["touchend", "click"])
    globalThis.addEventListener(
      type,
      (event) => {
        if (event.isTrusted && !bench.lift) bench.lift = event.timeStamp;
      },
      { capture: true },
    );
  const atNextFrame = (key) => {
    if (bench[key] || !bench.tap) return;
    bench[key] = -1;
    globalThis.requestAnimationFrame(() => {
      bench[key] = performance.now();
    });
  };
  new globalThis.MutationObserver(() => {
    if (globalThis.document.querySelector('[aria-busy="true"]')) atNextFrame("busy");
    const dialog = globalThis.document.querySelector('[role="dialog"]');
    if (dialog && dialog.getBoundingClientRect().height > 0) atNextFrame("dialog");
  }).observe(globalThis.document, { subtree: true, childList: true, attributes: true });
}

/** A new context (empty cache, as a first visit) with a phone's screen and the throttling applied. */
async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "chat" }));
  await context.addInitScript(recorder);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
  return { context, page };
}

/**
 * The call to action labelled `name`, whatever it is at that moment: a link to the chat before the scripts
 * (its name then ends "(abre o WhatsApp em nova aba)"), a button after.
 */
function callToAction(page, name) {
  return page
    .locator("a, button")
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*(\\(|$)`) })
    .first();
}

async function readings(page) {
  await page.waitForFunction(() => globalThis.__tapBench.dialog > 0, null, { timeout: 30_000 });
  const bench = await page.evaluate(() => globalThis.__tapBench);
  const answer = Math.min(...[bench.busy, bench.dialog].filter((time) => time > 0));
  return {
    answerMs: answer - bench.tap,
    dialogMs: bench.dialog - bench.tap,
    dialogAfterLiftMs: bench.dialog - bench.lift,
    // Entries under 16 ms are not reported: such a tap counts as 16 ms.
    eventMs: Math.max(16, ...bench.events.map((event) => event.duration)),
  };
}

/** One fresh visit of `url`, tapping the call to action `cta` as soon as the page has painted. */
export async function tapAtFirstPaint(browser, url, cta) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => globalThis.__tapBench?.fcp > 0, null, { polling: 10 });
    await callToAction(page, cta).tap({ timeout: 30_000 });
    return await readings(page);
  } finally {
    await context.close();
  }
}

/** One fresh visit of `url`, tapping the call to action `cta` once the page has settled. */
export async function tapWhenSettled(browser, url, cta) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settledAfterMs);
    await callToAction(page, cta).tap({ timeout: 30_000 });
    return await readings(page);
  } finally {
    await context.close();
  }
}
