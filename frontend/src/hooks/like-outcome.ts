/** Where a like was clicked and how it ended: shared by the like hook and its lazily loaded notices. */
export type LikeContext = 'list' | 'detail';

export type LikeOutcome =
  | { kind: 'signInFirst'; action: { label: string; onClick: () => void } }
  | { kind: 'alreadyLiked' }
  | { kind: 'liked'; context: LikeContext; wasPromoted: boolean }
  | { kind: 'failed'; error: unknown };
