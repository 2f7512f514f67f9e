/**
 * When a module record may be deleted (DELETE /api/<module>/{id}): a record whose state machine has reached
 * an end that others rely on is kept, and the refusal (409) says what to do instead. Records without a state
 * (topics, ratings, benchmarks, measurements, suppliers) can always be deleted by an editor.
 */

/** An achieved goal is the evidence of a reached target (it takes no more progress either). */
export function goalDeletionError(goal: { status: string }): string | null {
  return goal.status === "achieved"
    ? "An achieved goal is a record of a target reached and cannot be deleted"
    : null;
}

/** An approved or published board report is what the board signed off. */
export function boardReportDeletionError(report: { status: string }): string | null {
  return report.status === "approved" || report.status === "published"
    ? `A ${report.status} board report is what the board signed off and cannot be deleted`
    : null;
}

/** A completed requirement is the evidence of compliance. */
export function requirementDeletionError(requirement: { status: string }): string | null {
  return requirement.status === "completed"
    ? "A completed requirement is the evidence of compliance and cannot be deleted"
    : null;
}

/** A mitigated risk is the record of how it was dealt with. */
export function riskDeletionError(risk: { status: string }): string | null {
  return risk.status === "mitigated"
    ? "A mitigated risk is the record of how it was dealt with and cannot be deleted"
    : null;
}

/** Resolved and closed feedback has been answered: the stakeholder was told so. */
export function feedbackDeletionError(feedback: { status: string }): string | null {
  return feedback.status === "resolved" || feedback.status === "closed"
    ? `${feedback.status === "resolved" ? "Resolved" : "Closed"} feedback has been answered and cannot be deleted`
    : null;
}

/** A module someone completed carries their certificate. */
export function trainingModuleDeletionError(completions: number): string | null {
  return completions > 0
    ? `${completions === 1 ? "1 person has" : `${completions} people have`} completed this module (with a certificate); it cannot be deleted`
    : null;
}
