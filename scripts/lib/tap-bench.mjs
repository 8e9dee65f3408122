/**
 * What a patient's tap on a call to action costs, measured from the finger, in Chromium under a phone's
 * throttling applied through the DevTools protocol (see `profiles`):
 * - a tap at first paint (a fresh visit, the touch sent as soon as the browser reports the first contentful
 *   paint): how long until the page answers visibly (the button turns busy, or the dialog is there), and until
 *   the dialog is;
 * - a tap on a settled page (5 s after the load event): how long until the dialog is, and the tap's event
 *   duration from the Event Timing API (what INP is made of).
 *
 * The clock starts when the touch is sent, not when the page handles it: the touch goes straight to the browser
 * (DevTools `Input.dispatchTouchEvent`, without Playwright's actionability checks, which wait for a busy page to
 * answer), and the moment is taken on the wall clock, then turned into the page's time with its
 * `performance.timeOrigin`. A page whose main thread is busy starting up pays for it in these numbers. The clock
 * stops at the animation frame after the change (the frame that paints it), seen in the page. Numbers only: the
 * caller prints medians and never fails on them.
 */

/**
 * The phones measured. `mobile` is Lighthouse's mobile preset (its `mobileSlow4G` figures) as DevTools
 * throttling; `3g` a slower phone on a 3G link (300 ms round trip, 700 kbps, 6x CPU).
 */
export const profiles = {
  mobile: {
    label: "4x CPU, 150 ms, 1.6 Mbps",
    cpuSlowdown: 4,
    latencyMs: 150,
    downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
    uploadBytesPerSecond: (750 * 1024) / 8,
  },
  "3g": {
    label: "6x CPU, 300 ms, 700 kbps",
    cpuSlowdown: 6,
    latencyMs: 300,
    downloadBytesPerSecond: (700 * 1024) / 8,
    uploadBytesPerSecond: (700 * 1024) / 8,
  },
};

/** How long after the load event a page counts as settled. */
export const settledAfterMs = 5000;

/**
 * Runs in the page before anything else: records the first frame showing a busy call to action or an open
 * dialog, the Event Timing entries of interactions, and when React took the page over: `hydrate` sets the
 * early-tap global (`earlyClickGlobal`, src/boot/startUpNames.ts) to null as it starts React.
 */
function recorder() {
  const bench = { busy: 0, dialog: 0, events: [], hydrateStart: 0 };
  globalThis.__tapBench = bench;
  let earlyClick;
  Object.defineProperty(globalThis, "___earlyClick", {
    configurable: true,
    get: () => earlyClick,
    set: (value) => {
      if (value === null && !bench.hydrateStart) bench.hydrateStart = performance.now();
      earlyClick = value;
    },
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) bench.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  const atNextFrame = (key) => {
    if (bench[key]) return;
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

/** A new context (empty cache, as a first visit) with a phone's screen and `profile`'s throttling applied. */
async function throttledPage(browser, profile) {
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
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
  return { context, page, cdp };
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

/**
 * Where a finger taps the call to action `cta` on `url` as first painted: the middle of its box in the page's
 * HTML alone (JavaScript off), on the phone's screen. The first paint is the HTML's, so that is where the
 * button is when the touch is sent; the touch would miss it otherwise, and the readings would never come.
 */
export async function tapPoint(browser, url, cta) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await callToAction(page, cta).boundingBox();
    if (!box || box.y + box.height / 2 > 740) throw new Error(`${url}: "${cta}" is not on screen.`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * A finger's tap at `point`, sent to the browser without waiting for the page: the touch and the lift go out
 * back to back, as Playwright's own tap sends them, and neither waits for the page to handle the other.
 * Returns the wall-clock time the touch was sent.
 */
function sendTap(cdp, point) {
  const sentAt = Date.now();
  const touch = { x: point.x, y: point.y, id: 1, radiusX: 10, radiusY: 10, force: 1 };
  const down = cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [touch] });
  const up = cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return { sentAt, delivered: Promise.all([down, up]) };
}

/** The frames the page saw after the tap sent at `sentAt` (wall clock), in milliseconds from the touch. */
async function readings(page, sentAt) {
  await page.waitForFunction(() => globalThis.__tapBench.dialog > 0, null, { timeout: 30_000 });
  const { bench, timeOrigin } = await page.evaluate(() => ({
    bench: globalThis.__tapBench,
    timeOrigin: performance.timeOrigin,
  }));
  const tap = sentAt - timeOrigin;
  const answer = Math.min(...[bench.busy, bench.dialog].filter((time) => time > 0));
  return {
    answerMs: answer - tap,
    dialogMs: bench.dialog - tap,
    // Entries under 16 ms are not reported: such a tap counts as 16 ms.
    eventMs: Math.max(16, ...bench.events.map((event) => event.duration)),
  };
}

/**
 * Starts watching for the first contentful paint of the navigation that follows, as the browser reports it
 * (DevTools' lifecycle events: they come without asking the page's busy main thread); `painted` resolves then.
 */
async function watchFirstContentfulPaint(cdp) {
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const {
    frameTree: { frame },
  } = await cdp.send("Page.getFrameTree");
  let loaderId;
  const painted = new Promise((resolve) => {
    const onEvent = (event) => {
      if (event.frameId !== frame.id) return;
      if (event.name === "init") loaderId = event.loaderId;
      if (event.name === "firstContentfulPaint" && loaderId && event.loaderId === loaderId) {
        cdp.off("Page.lifecycleEvent", onEvent);
        resolve();
      }
    };
    cdp.on("Page.lifecycleEvent", onEvent);
  });
  return { painted };
}

/** One fresh visit of `url`, a finger tapping `point` (see tapPoint) as soon as the page has painted. */
export async function tapAtFirstPaint(browser, url, point, profile = profiles.mobile) {
  const { context, page, cdp } = await throttledPage(browser, profile);
  try {
    const { painted } = await watchFirstContentfulPaint(cdp);
    const tapped = painted.then(() => sendTap(cdp, point));
    await page.goto(url, { waitUntil: "commit" });
    const { sentAt, delivered } = await tapped;
    await delivered;
    return await readings(page, sentAt);
  } finally {
    await context.close();
  }
}

/**
 * How long React took to hydrate the page, in ms: from `hydrate`'s start (see recorder) to the commit of the
 * page's own Suspense boundary (the `hydrated` mark, src/boot/HydrationMeasure.tsx), and to the commit of
 * Gatsby's shell around it (Gatsby's `onInitialClientRender` mark). Null where a build has no such mark.
 */
async function hydrationTimes(page) {
  return page.evaluate(() => {
    const start = globalThis.__tapBench.hydrateStart;
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
    const since = (name) => (start && at(name) !== undefined ? at(name) - start : null);
    return { hydrationMs: since("hydrated"), shellHydrationMs: since("onInitialClientRender") };
  });
}

/**
 * One fresh visit of `url`, a finger tapping the call to action `cta` once the page has settled; with the
 * page's hydration time (hydrationTimes), measured on the way.
 */
export async function tapWhenSettled(browser, url, cta, profile = profiles.mobile) {
  const { context, page, cdp } = await throttledPage(browser, profile);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settledAfterMs);
    const hydration = await hydrationTimes(page);
    const box = await callToAction(page, cta).boundingBox();
    if (!box) throw new Error(`${url}: "${cta}" is not on the page.`);
    const { sentAt, delivered } = sendTap(cdp, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    await delivered;
    return { ...(await readings(page, sentAt)), ...hydration };
  } finally {
    await context.close();
  }
}
