/**
 * Where the profile page shows the user's own listings (status, likes, edit, reserve, delete).
 * That section belongs to the publishing work, which replaces this component's body; the profile
 * page only decides where it goes.
 */
export function ProfileListingsSlot() {
  return null;
}
