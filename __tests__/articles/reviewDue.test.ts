import { isReviewDue } from "../../src/articles/reviewDue";

describe("isReviewDue: a review holds one year", () => {
  it.each([
    ["2025-11-24", "2026-11-23", false],
    ["2025-11-24", "2026-11-24", false],
    ["2025-11-24", "2026-11-25", true],
    ["2026-01-10", "2026-06-30", false],
    ["2024-02-29", "2025-03-01", false],
    ["2024-02-29", "2025-03-02", true],
    ["2020-05-01", "2026-11-24", true],
  ])("reviewed %s, today %s -> due %s", (reviewedOn, today, due) => {
    expect(isReviewDue(reviewedOn, today)).toBe(due);
  });
});
