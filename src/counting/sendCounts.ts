/**
 * The counting, in a chunk of its own that ./countQueue.ts fetches after idle and hands every note to. It turns what
 * the page noted into the events of src/shared/eventSchema.ts, adds the real phone's speed (Google's web-vitals: LCP, INP, CLS), and sends
 * them with `navigator.sendBeacon` to POST /api/events: once the chat has been handed (the visitor leaves for
 * WhatsApp), when the page is hidden (the tab changed, the phone locked: often the last moment a phone gives a
 * page) and on `pagehide`. The browser sends a beacon on its own time, and the page never waits for, reads or
 * shows its answer: the endpoint down, slow or failing changes nothing for the visitor.
 *
 * Nothing is kept but in this page's memory: no cookie, no storage, no identifier. The visit's source is read
 * once, from the landing address and the referrer; a page opened from another page of the site counts as
 * `interno`, so only arrivals count as visits.
 */
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { countedPage } from "./countedPage";
import { connectionClass, widthClass } from "./deviceClasses";
import {
  eventBatches,
  eventsEndpoint,
  isCountedEvent,
  type CountedEvent,
  type SpeedMetric,
  type TrafficSource,
} from "../shared/eventSchema";
import type { NotedEvent } from "./notedEvent";
import { trafficSource } from "./trafficSource";

interface NetworkInformation {
  effectiveType?: string;
}

/** The page's canonical address now. */
function canonicalHref(): string | null {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
}

/** Starts counting on this page (once per page load); returns what receives each note, in order. */
export function startCounting(): (noted: NotedEvent) => void {
  const source: TrafficSource = trafficSource({
    search: location.search,
    referrer: document.referrer,
    ownHost: location.host,
  });
  let arrived = false;
  let page: string | undefined;
  let landingPage: string | undefined;
  let tapStart: number | undefined;
  let pending: CountedEvent[] = [];
  const measured = new Set<string>();

  const add = (event: CountedEvent) => {
    // The schema the endpoint applies: an event it would refuse is dropped here, not the batch around it.
    if (isCountedEvent(event)) pending.push(event);
  };

  const send = () => {
    if (pending.length === 0) return;
    const bodies = eventBatches(pending);
    pending = [];
    for (const body of bodies)
      navigator.sendBeacon(eventsEndpoint, new Blob([body], { type: "application/json" }));
  };

  const speed = (metric: SpeedMetric, value: number) => {
    if (!landingPage) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    add({
      event: "speed",
      page: metric === "tapToDialog" ? (page ?? landingPage) : landingPage,
      metric,
      value: metric === "CLS" ? value : Math.round(value),
      connection: connectionClass(connection?.effectiveType),
      width: widthClass(window.innerWidth),
    });
  };

  const receive = (noted: NotedEvent) => {
    switch (noted[0]) {
      case "page": {
        page = countedPage({
          notedPath: noted[1],
          currentPath: location.pathname,
          canonicalHref: canonicalHref(),
        });
        landingPage ??= page;
        add({ event: "pageview", page, source: arrived ? "interno" : source });
        arrived = true;
        break;
      }
      case "opened": {
        const reasonKey = noted[1];
        if (page && reasonKey) add({ event: "booking_opened", page, source, reason: reasonKey });
        tapStart = noted[2];
        break;
      }
      case "dialogShown": {
        const shownAt = noted[1];
        if (tapStart !== undefined && shownAt >= tapStart) speed("tapToDialog", shownAt - tapStart);
        tapStart = undefined;
        break;
      }
      case "chatHanded": {
        const [, reasonKey, interest] = noted;
        if (page && reasonKey)
          add({ event: "chat_handed", page, source, reason: reasonKey, interest });
        send();
        break;
      }
    }
  };

  // Each measure once: web-vitals reports CLS and INP again if they change after the page is shown again.
  const vital = (metric: Metric) => {
    if (measured.has(metric.name)) return;
    measured.add(metric.name);
    speed(metric.name as SpeedMetric, metric.value);
  };
  onLCP(vital);
  onINP(vital);
  onCLS(vital);

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  window.addEventListener("pagehide", send);
  return receive;
}
