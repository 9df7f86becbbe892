export default {
  rest: { defaultLimit: 24, maxLimit: 100, withCount: true },
};
