// What a like's outcome says, in a chunk of its own: it runs after a click, never for the first
// paint, so neither this code nor its words (the catalogue's) weigh on the home route.
import type { Language } from '@souk/domain';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { catalogueMessages } from '@/locales/catalogue';
import type { LikeOutcome } from './like-outcome';

/** The toast of a like's outcome (SPEC 8): list screens and the detail page word a success differently. */
export function announceLike(outcome: LikeOutcome, language: Language) {
  const words = catalogueMessages(language);
  if (outcome.kind === 'signInFirst') toast.error(words.likeRequiresLogin!, { action: outcome.action });
  else if (outcome.kind === 'alreadyLiked') toast.info(words.alreadyLiked!);
  else if (outcome.kind === 'failed')
    toast.error(words.errorTitle!, { description: errorText(outcome.error, words.likeFailed!, language) });
  else if (outcome.context === 'detail')
    // The server's French `message` says the same; the catalogue gives it in the interface language.
    toast.success(words.successTitle!, { description: outcome.wasPromoted ? words.likedAndPromoted : words.addedToFavorites });
  else toast.success(words.liked!, { description: words.likedText });
}
