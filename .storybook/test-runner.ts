import { getStoryContext, waitForPageReady, type TestRunnerConfig } from "@storybook/test-runner";
import type { Page } from "playwright";
import { toMatchImageSnapshot } from "jest-image-snapshot";
import pixelmatch from "pixelmatch";
import sharp from "sharp";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Pictures that guard the catalogue: after each story has rendered and its play function has run, a picture of
 * the whole story at a phone's width and a desktop's, and for each page (its story with the parameter
 * `largeTextPicture`) also at 320 px with the text at 200%, compared with the baseline committed in stories/__image_snapshots__/. A difference beyond anti-aliasing
 * fails the story, naming the diff image (in visual-diffs/, not committed). `npm run test:visual:update` makes
 * new baselines; see docs/testing.md, "Pictures of the catalogue".
 */

/** Each picture: its name, the window's width and, where it is set, the root text size. */
const shots: { name: string; width: number; textSize?: string }[] = [
  { name: "360", width: 360 },
  { name: "1280", width: 1280 },
];
/** Whole pages also at a small phone's width with the text at 200%, as many patients read them. */
const largeTextShot = { name: "320-text200", width: 320, textSize: "200%" };
/**
 * The tallest picture kept in one file. A longer page (the home page at 320 px with 200% text is some 48,000 px) is
 * kept in equal parts, `…--320-text200--1`, `--2`, and so on: one file of it would pass 2 MB, and a difference
 * is easier to find in a part.
 */
const maxPictureHeight = 20000;

/** The vertical slices of a page `height` px tall, none taller than `maxPictureHeight`; one for most pages. */
function slicesOf(height: number): { y: number; height: number }[] {
  const count = Math.ceil(height / maxPictureHeight);
  const each = Math.ceil(height / count);
  return Array.from({ length: count }, (_, index) => ({
    y: index * each,
    height: Math.min(each, height - index * each),
  }));
}

/**
 * The same pixels on every machine: one font (DejaVu Sans, from Debian's fonts-dejavu-core, installed by
 * .ci/run with Chromium), no caret, no animation, transition or smooth scroll caught halfway.
 */
const stableCss = `
  *, *::before, *::after {
    font-family: "DejaVu Sans", sans-serif !important;
    caret-color: transparent !important;
    transition: none !important;
  }
  html {
    scroll-behavior: auto !important;
  }
`;

const root = join(process.cwd(), "stories", "__image_snapshots__");
const diffDir = join(process.cwd(), "visual-diffs");

/**
 * What counts as the same picture: a pixel differs when pixelmatch's colour distance passes `threshold` (past
 * anti-aliasing), and at most `failureThreshold` of the pixels may differ (a fraction: 0.0005 is 0.05%).
 */
const tolerance = { threshold: 0.01, failureThreshold: 0.0005 };

/** A PNG's pixels, as RGBA bytes, decoded by sharp (libvips). */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Whether two PNGs of one size are the same picture within `tolerance`. */
async function sameWithinTolerance(baseline: Buffer, image: Buffer): Promise<boolean> {
  const [before, now] = await Promise.all([pixelsOf(baseline), pixelsOf(image)]);
  if (before.width !== now.width || before.height !== now.height) return false;
  const differing = pixelmatch(now.data, before.data, null, now.width, now.height, {
    threshold: tolerance.threshold,
  });
  return differing / (now.width * now.height) <= tolerance.failureThreshold;
}

/**
 * Compares a picture with its baseline, cheapest first: most pictures are, byte for byte, the PNG Chromium drew
 * last time, and pass without being decoded; the others are decoded natively and compared with the same tolerance
 * jest-image-snapshot applies (pixelmatch, the same threshold and share of pixels). Only a picture that fails that,
 * a new one, or every one while the baselines are being rewritten goes to jest-image-snapshot itself (in this
 * process), which writes the diff image and says what differs.
 */
async function expectMatchesBaseline(image: Buffer, identifier: string) {
  // One line per picture compared, where scripts/test-stories.mjs asks for the count.
  if (process.env.PICTURES_LOG) appendFileSync(process.env.PICTURES_LOG, `${identifier}\n`);
  const baseline = join(root, `${identifier}.png`);
  const rewriting = expect.getState().snapshotState?._updateSnapshot === "all";
  if (!rewriting && existsSync(baseline)) {
    const before = readFileSync(baseline);
    if (before.equals(image) || (await sameWithinTolerance(before, image))) return;
  }
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: root,
    customSnapshotIdentifier: identifier,
    customDiffDir: diffDir,
    runInProcess: true,
    // While the baselines are rewritten, a picture within tolerance is written too, so that each baseline is the
    // bytes Chromium draws now and the next run compares it byte for byte.
    updatePassedSnapshot: true,
    comparisonMethod: "pixelmatch",
    customDiffConfig: { threshold: tolerance.threshold },
    failureThreshold: tolerance.failureThreshold,
    failureThresholdType: "percent",
  });
}

/** The whole page's size in CSS pixels, as Playwright measures it for a full-page picture: the largest of the
 * body's and the root's scroll, offset and client sizes. */
const fullPageSize = () => {
  const largest = (side: "Width" | "Height") =>
    Math.max(
      ...[document.body, document.documentElement].flatMap((element) =>
        element
          ? [element[`scroll${side}`], element[`offset${side}`], element[`client${side}`]]
          : [],
      ),
    );
  return { width: largest("Width"), height: largest("Height") };
};

/**
 * A picture of `clip` (CSS pixels, from the top of the page), as Playwright's full-page picture with animations
 * disabled draws it (every finite animation at its end, every endless one stopped), but PNG-encoded by Chromium's
 * fast path (`optimizeForSpeed`): the same pixels in half the time, in a file about a quarter larger. The
 * baselines are written the same way, so most pictures still pass byte for byte.
 */
async function fastPicture(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (timing && timing.endTime !== Infinity) animation.finish();
      else animation.cancel();
    }
  });
  const session = await page.context().newCDPSession(page);
  try {
    const { data } = await session.send("Page.captureScreenshot", {
      format: "png",
      clip: { ...clip, scale: 1 },
      captureBeyondViewport: true,
      optimizeForSpeed: true,
    });
    return Buffer.from(data, "base64");
  } finally {
    await session.detach();
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  // A story with `parameters.forcedColors: "active"` is drawn in forced colours (Windows High Contrast); every
  // other story in the normal palette, whatever the story before it asked for.
  async preVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    await page.emulateMedia({
      forcedColors: parameters.forcedColors === "active" ? "active" : "none",
    });
  },
  async postVisit(page, context) {
    await waitForPageReady(page);
    await page.addStyleTag({ content: stableCss });
    await page.evaluate(() => document.fonts.ready);
    const viewport = page.viewportSize();
    const rootFontSize = await page.evaluate(() => document.documentElement.style.fontSize);
    // One large-text picture a page (the story that asks for it): its other stories show the same page.
    const { parameters } = await getStoryContext(page, context);
    const largeText = parameters.largeTextPicture === true;
    try {
      for (const shot of largeText ? [...shots, largeTextShot] : shots) {
        await page.setViewportSize({ width: shot.width, height: 800 });
        // From the top, with sticky bars in their place in the page: a full-page picture would otherwise draw
        // them wherever a story (or its smooth scroll, still running) left the window.
        await page.evaluate((size) => {
          // A story that sets its own text size (the "at 200%" stories) keeps it.
          if (size) document.documentElement.style.fontSize = size;
          for (const element of document.querySelectorAll<HTMLElement>("body *"))
            if (getComputedStyle(element).position === "sticky")
              element.style.position = "relative";
          window.scrollTo(0, 0);
        }, shot.textSize);
        // Every photo there, lazy ones too, in the size this width picks.
        await page.evaluate(async () => {
          const images = [...document.images];
          for (const image of images) image.loading = "eager";
          await Promise.all(images.map((image) => image.decode().catch(() => {})));
        });
        // Two frames: the resize and the new text size laid out and painted.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const size = await page.evaluate(fullPageSize);
        const slices = slicesOf(size.height);
        for (const [index, slice] of slices.entries()) {
          const image = await fastPicture(
            page,
            slices.length > 1
              ? { x: 0, y: slice.y, width: Math.min(shot.width, size.width), height: slice.height }
              : { x: 0, y: 0, ...size },
          );
          const part = slices.length > 1 ? `--${index + 1}` : "";
          await expectMatchesBaseline(image, `${context.id}--${shot.name}${part}`);
        }
      }
    } finally {
      await page.evaluate((size) => {
        document.documentElement.style.fontSize = size;
      }, rootFontSize);
      if (viewport) await page.setViewportSize(viewport);
    }
  },
};

export default config;
