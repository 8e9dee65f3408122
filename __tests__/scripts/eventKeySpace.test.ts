import { eventValues, everyEvent, requestBodies } from "../../scripts/lib/event-key-space.mjs";
import {
  connectionClasses,
  countedInterests,
  countedReasonKeys,
  isCountedEvent,
  maxBatchBytes,
  parseEventBatch,
  speedMetrics,
  trafficSources,
  widthClasses,
} from "../../src/shared/eventSchema";
import { speedBuckets, bucketOf } from "../../src/server/counting/speedBuckets";

describe("the key space a flood sends is the events schema's whole", () => {
  it.each<[string, readonly unknown[], readonly unknown[]]>([
    ["sources", eventValues.sources, trafficSources],
    ["reasons", eventValues.reasons, countedReasonKeys],
    ["interests", eventValues.interests, countedInterests],
    ["connections", eventValues.connections, connectionClasses],
    ["widths", eventValues.widths, widthClasses],
    ["metrics", Object.keys(eventValues.buckets), speedMetrics],
  ])("%s", (_what, flood, schema) => {
    expect([...flood].sort()).toEqual([...schema].sort());
  });

  it.each(speedMetrics)("every bucket of %s, each measure in its own", (metric) => {
    expect(eventValues.buckets[metric]).toEqual(speedBuckets[metric]);
    const measures = everyEvent(["/"]).filter(
      (event) => event.event === "speed" && event.metric === metric,
    );
    const buckets = new Set(measures.map((event) => bucketOf(metric, event.value as number)));
    expect([...buckets]).toEqual(speedBuckets[metric]);
  });

  it("every event is one the endpoint admits, and every body a batch it admits", () => {
    const events = everyEvent(["/", "/catarata/"]);
    expect(events.every((event) => isCountedEvent(event))).toBe(true);
    const bodies = requestBodies(events);
    expect(bodies.length).toBe(Math.ceil(events.length / 20));
    for (const body of bodies) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(maxBatchBytes);
      expect(parseEventBatch(body)).toBeDefined();
    }
  });
});
