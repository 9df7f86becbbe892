import { MESSAGES, messageCode, type MessageKey, type MessageAnswer } from '@souk/domain';

/**
 * A success body that says something (docs/API.md): the French `message` for other clients and
 * its catalogue `code`, from which the site shows the text in the reader's language.
 */
export function answer<T>(data: T, key: MessageKey): MessageAnswer<T> {
  return { data, message: MESSAGES[key] as string, code: messageCode(key) };
}
