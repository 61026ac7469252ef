import { describe, expect, it } from "vitest";
import { IDLE, submitOnce, type SubmitState } from "@/components/forms/submit-once";

/** Records every state a submission passes through, as a form would render them. */
function recorder<V>() {
  const states: SubmitState<V>[] = [IDLE];
  return { states, set: (s: SubmitState<V>) => states.push(s), last: () => states[states.length - 1] };
}

describe("submitOnce", () => {
  it("a dropped connection ends the pending state, says so in words and keeps the values for Retry", async () => {
    const r = recorder<{ note: string }>();
    const answers: unknown[] = [];
    await submitOnce(
      () => Promise.reject(new TypeError("Failed to fetch")),
      { note: "typed" },
      r.set,
      (a) => answers.push(a),
    );
    expect(r.states[1]).toEqual({ pending: true, unanswered: null });
    expect(r.last().pending).toBe(false);
    expect(r.last().unanswered?.message).toMatch(/could not be reached/);
    expect(r.last().unanswered?.values).toEqual({ note: "typed" });
    expect(answers).toEqual([]);
  });

  it("a server error is told apart from a dropped connection", async () => {
    const r = recorder<number>();
    await submitOnce(
      () => Promise.reject(new Error("An unexpected response was received")),
      1,
      r.set,
      () => {},
    );
    expect(r.last().unanswered?.message).toMatch(/ran into an error/);
  });

  it("Retry sends exactly the values that got no answer, and its answer clears the failure", async () => {
    const r = recorder<{ note: string }>();
    const sent: { note: string }[] = [];
    let online = false;
    const send = async (v: { note: string }) => {
      sent.push(v);
      if (!online) throw new TypeError("Failed to fetch");
      return { ok: true as const };
    };
    const answers: unknown[] = [];
    await submitOnce(send, { note: "first try" }, r.set, (a) => answers.push(a));
    online = true;
    await submitOnce(send, r.last().unanswered!.values, r.set, (a) => answers.push(a));
    expect(sent).toEqual([{ note: "first try" }, { note: "first try" }]);
    expect(answers).toEqual([{ ok: true }]);
    expect(r.last()).toEqual({ pending: false, unanswered: null });
  });

  it("a refusal is an answer: it goes to the form, not to Retry", async () => {
    const r = recorder<string>();
    const refusal = { ok: false, message: "Please correct the highlighted fields." };
    const answers: unknown[] = [];
    await submitOnce(
      () => Promise.resolve(refusal),
      "x",
      r.set,
      (a) => answers.push(a),
    );
    expect(answers).toEqual([refusal]);
    expect(r.last()).toEqual({ pending: false, unanswered: null });
  });

  it("the pending state ends even when handling the answer throws", async () => {
    const r = recorder<string>();
    await expect(
      submitOnce(
        () => Promise.resolve(1),
        "x",
        r.set,
        () => {
          throw new Error("refresh failed");
        },
      ),
    ).rejects.toThrow("refresh failed");
    expect(r.last().pending).toBe(false);
  });
});
