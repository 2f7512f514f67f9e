import { describe, expect, it } from "vitest";
import { netZeroTarget } from "./net-zero-target";

describe("netZeroTarget", () => {
  it("is null without a goal that says net zero", () => {
    expect(netZeroTarget([])).toBeNull();
    expect(
      netZeroTarget([{ id: 1, title: "Cut Scope 1 & 2 emissions 42% by 2030", targetYear: 2030 }]),
    ).toBeNull();
    expect(netZeroTarget([{ id: 2, title: "Networking zero-waste events", targetYear: 2028 }])).toBeNull();
  });

  it.each(["Net zero by 2040", "Reach net-zero operations", "NetZero across the value chain"])(
    "finds %j with its target year",
    (title) => {
      expect(netZeroTarget([{ id: 7, title, targetYear: 2040 }])).toEqual({
        goalId: 7,
        title,
        targetYear: 2040,
      });
    },
  );

  it("takes the nearest target year when several goals say net zero", () => {
    const goals = [
      { id: 1, title: "Net zero value chain", targetYear: 2050 },
      { id: 2, title: "Net zero operations", targetYear: 2035 },
    ];
    expect(netZeroTarget(goals)?.goalId).toBe(2);
  });
});
