import { describe, expect, it } from "vitest";
import {
  canRespondToFeedback,
  canTransitionFeedback,
  countFeedbackByPriority,
  countFeedbackByStakeholderType,
  DEFAULT_FEEDBACK_RESPONSE_STATUS,
  FEEDBACK_RESPONSE_STATUSES,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  feedbackRespondButtonLabel,
  feedbackRespondInputSchema,
  feedbackRespondOutcome,
  feedbackSharePercent,
  feedbackSummary,
  publicFeedbackInputSchema,
} from "./stakeholder-engagement";

describe("respond state machine (spec §4)", () => {
  it.each([
    ["open", true],
    ["in_progress", true],
    ["resolved", false],
    ["closed", false],
  ] as const)("%s: respond button shown = %s", (status, shown) =>
    expect(canRespondToFeedback(status)).toBe(shown),
  );

  it("allows open/in_progress → in_progress/resolved/closed and nothing out of resolved or closed", () => {
    const allowed: string[] = [];
    for (const from of FEEDBACK_STATUSES)
      for (const to of FEEDBACK_STATUSES) if (canTransitionFeedback(from, to)) allowed.push(`${from}→${to}`);
    expect(allowed).toEqual([
      "open→in_progress",
      "open→resolved",
      "open→closed",
      "in_progress→in_progress",
      "in_progress→resolved",
      "in_progress→closed",
    ]);
  });

  it("offers in_progress (the default), resolved and closed", () => {
    expect(FEEDBACK_RESPONSE_STATUSES).toEqual(["in_progress", "resolved", "closed"]);
    expect(DEFAULT_FEEDBACK_RESPONSE_STATUS).toBe("in_progress");
  });

  it("labels the button by whether a response exists", () => {
    expect(feedbackRespondButtonLabel({ response: null })).toBe("Respond");
    expect(feedbackRespondButtonLabel({ response: "Thanks" })).toBe("Update Response");
  });
});

describe("summary and analytics (spec §2)", () => {
  const items = [
    { status: "open", stakeholderType: "customer", priority: "high" },
    { status: "open", stakeholderType: "customer", priority: "critical" },
    { status: "in_progress", stakeholderType: "investor", priority: "high" },
    { status: "resolved", stakeholderType: "employee", priority: "low" },
    { status: "closed", stakeholderType: "employee", priority: "medium" },
  ] as const;

  it("counts total, open, in progress and resolved (closed counts only in the total)", () => {
    expect(feedbackSummary(items)).toEqual({ total: 5, open: 2, inProgress: 1, resolved: 1 });
    expect(feedbackSummary([])).toEqual({ total: 0, open: 0, inProgress: 0, resolved: 0 });
  });

  it("counts by stakeholder type and by priority with zeros, in a fixed order", () => {
    expect(countFeedbackByStakeholderType(items)).toEqual([
      { key: "customer", count: 2 },
      { key: "investor", count: 1 },
      { key: "employee", count: 2 },
      { key: "community", count: 0 },
    ]);
    expect(countFeedbackByPriority(items)).toEqual([
      { key: "critical", count: 1 },
      { key: "high", count: 2 },
      { key: "medium", count: 1 },
      { key: "low", count: 1 },
    ]);
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
  ])("feedbackSharePercent(%i, %i) = %i", (count, total, pct) =>
    expect(feedbackSharePercent(count, total)).toBe(pct),
  );
});

describe("feedbackRespondInputSchema (spec §5: response trimmed, omitted if empty)", () => {
  it.each([
    [
      { id: "3", status: "resolved", response: "  Fixed in Q3.  " },
      { id: 3, status: "resolved", response: "Fixed in Q3." },
    ],
    [
      { id: 3, status: "in_progress", response: "   " },
      { id: 3, status: "in_progress", response: undefined },
    ],
    [
      { id: 3, status: "closed" },
      { id: 3, status: "closed", response: undefined },
    ],
  ])("%j → %j", (input, output) => expect(feedbackRespondInputSchema.parse(input)).toEqual(output));

  it.each([
    [{ id: 3, status: "open" }, "status"],
    [{ id: 3, status: "done" }, "status"],
    [{ id: 3 }, "status"],
    [{ id: 3, status: "closed", response: "x".repeat(5001) }, "response"],
    [{ id: 3, status: "closed", response: 42 }, "response"],
    [{ id: "abc", status: "closed" }, "id"],
  ])("rejects %j at %s", (input, path) => {
    const result = feedbackRespondInputSchema.safeParse(input);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([path]);
  });
});

describe("feedbackRespondOutcome", () => {
  it("says 'Response Sent' only when a response goes out", () => {
    expect(feedbackRespondOutcome({ status: "resolved", response: "Fixed." })).toEqual({
      button: "Send Response",
      title: "Response Sent",
      description: "Your response has been sent to the stakeholder",
    });
  });

  it.each([undefined, null, "", "   "])(
    "Resolved with response %j does not claim one was sent",
    (response) => {
      const outcome = feedbackRespondOutcome({ status: "resolved", response });
      expect(outcome).toEqual({
        button: "Update Status",
        title: "Status Updated",
        description: "Feedback marked as Resolved. No response was sent.",
      });
      expect(JSON.stringify(outcome)).not.toMatch(/response sent|has been sent/i);
    },
  );
});

describe("publicFeedbackInputSchema (every field checked)", () => {
  const valid = {
    topic: " Noise at night ",
    stakeholderType: "community",
    feedbackType: "concern",
    priority: "high",
    message: " Lorries idle outside gate 3 after 22:00. ",
    contactEmail: " resident@example.org ",
  };

  it("trims, keeps the fields and never takes a status or company from the body", () => {
    expect(publicFeedbackInputSchema.parse({ ...valid, status: "resolved", companyId: 9 })).toEqual({
      topic: "Noise at night",
      stakeholderType: "community",
      feedbackType: "concern",
      priority: "high",
      message: "Lorries idle outside gate 3 after 22:00.",
      contactEmail: "resident@example.org",
    });
  });

  it("defaults the priority to medium and treats an empty or missing e-mail as none", () => {
    const { priority: _p, contactEmail: _e, ...rest } = valid;
    expect(publicFeedbackInputSchema.parse(rest)).toMatchObject({ priority: "medium", contactEmail: null });
    expect(publicFeedbackInputSchema.parse({ ...valid, contactEmail: "  " }).contactEmail).toBeNull();
    expect(publicFeedbackInputSchema.parse({ ...valid, contactEmail: null }).contactEmail).toBeNull();
  });

  it("keeps markup as plain text (it is shown as text, never as HTML)", () => {
    const message = '<img src=x onerror="alert(1)">';
    expect(publicFeedbackInputSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it.each([
    ["topic", { topic: "" }],
    ["topic", { topic: "x".repeat(201) }],
    ["stakeholderType", { stakeholderType: "regulator" }],
    ["feedbackType", { feedbackType: "rant" }],
    ["priority", { priority: "urgent" }],
    ["message", { message: "  " }],
    ["message", { message: "x".repeat(5001) }],
    ["contactEmail", { contactEmail: "not-an-email" }],
    ["contactEmail", { contactEmail: "a@b" }],
    ["contactEmail", { contactEmail: `${"a".repeat(250)}@example.org` }],
    ["contactEmail", { contactEmail: 5 }],
  ])("rejects a bad %s", (path, patch) => {
    const result = publicFeedbackInputSchema.safeParse({ ...valid, ...patch });
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain(path);
  });

  it("accepts the length caps exactly", () => {
    const r = publicFeedbackInputSchema.safeParse({
      ...valid,
      topic: "t".repeat(200),
      message: "m".repeat(5000),
    });
    expect(r.success).toBe(true);
  });
});

it("every status is one of the four", () => {
  const s: FeedbackStatus[] = [...FEEDBACK_STATUSES];
  expect(s).toEqual(["open", "in_progress", "resolved", "closed"]);
});
