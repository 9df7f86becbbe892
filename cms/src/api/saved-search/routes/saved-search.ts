import { route } from '../../../auth/access';

/** The caller's own alerts only (the service scopes every query to the signed-in user). */
export default {
  routes: [
    route('user', 'GET', '/saved-searches', 'saved-search.find'),
    // A digest's one-click stop link: the signed token is the credential.
    route('public', 'POST', '/saved-searches/unsubscribe', 'saved-search.unsubscribe'),
    route('user', 'POST', '/saved-searches', 'saved-search.create'),
    route('user', 'PATCH', '/saved-searches/:id', 'saved-search.update'),
    route('user', 'POST', '/saved-searches/:id/seen', 'saved-search.seen'),
    route('user', 'DELETE', '/saved-searches/:id', 'saved-search.delete'),
    route('admin', 'POST', '/admin/alert-jobs/run', 'saved-search.runJobs'),
  ],
};
