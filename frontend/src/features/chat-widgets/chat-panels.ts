import { useSyncExternalStore } from 'react';

export type AssistantState = 'closed' | 'open' | 'minimised';
export type ChatPanelsState = { support: boolean; assistant: AssistantState };

const CLOSED: ChatPanelsState = { support: false, assistant: 'closed' };
let state: ChatPanelsState = CLOSED;
const listeners = new Set<() => void>();

function set(next: ChatPanelsState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Which chat panel is open (SPEC 2.19). The header's launcher opens them and the panels (their own
 * chunk) show them: one small store between the two, so the launcher needs none of the panels' code.
 * One panel at a time: opening the support bot minimises an open assistant, which keeps its history.
 */
export const chatPanels = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  openSupport: () => set({ support: true, assistant: state.assistant === 'open' ? 'minimised' : state.assistant }),
  openAssistant: () => set({ support: false, assistant: 'open' }),
  closeSupport: () => set({ ...state, support: false }),
  closeAssistant: () => set({ ...state, assistant: 'closed' }),
  minimiseAssistant: () => set({ ...state, assistant: 'minimised' }),
  /** Tests start from closed panels. */
  reset: () => set(CLOSED),
};

export function useChatPanels(): ChatPanelsState {
  return useSyncExternalStore(chatPanels.subscribe, chatPanels.get, () => CLOSED);
}
