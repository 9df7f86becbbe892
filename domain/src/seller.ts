// How a seller answers (issue 28): response rate and typical response time over the last
// RESPONSE_WINDOW_DAYS, from their conversations (the first reply to the buyer's first message),
// shown from RESPONSE_MIN_CONVERSATIONS conversations.

export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_MIN_CONVERSATIONS = 3;

/** `rate` in percent and `typical_minutes` (the median delay of answered ones), null under the threshold. */
export interface ResponseStats {
  rate: number | null;
  typical_minutes: number | null;
  conversations: number;
}

/** One conversation: when the buyer first wrote and when the seller first answered (null: not yet), in ms. */
export interface AskedAnswered {
  asked: number;
  answered: number | null;
}

export function responseStats(conversations: readonly AskedAnswered[]): ResponseStats {
  const count = conversations.length;
  if (count < RESPONSE_MIN_CONVERSATIONS) return { rate: null, typical_minutes: null, conversations: count };
  const delays = conversations
    .filter((c): c is { asked: number; answered: number } => c.answered !== null)
    .map((c) => Math.max(0, c.answered - c.asked))
    .sort((a, b) => a - b);
  const middle = delays.length / 2;
  const median = delays.length === 0 ? null : delays.length % 2 ? delays[Math.floor(middle)]! : (delays[middle - 1]! + delays[middle]!) / 2;
  return {
    rate: Math.round((delays.length / count) * 100),
    typical_minutes: median === null ? null : Math.max(1, Math.round(median / 60_000)),
    conversations: count,
  };
}
