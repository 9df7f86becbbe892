import { LocationPicker } from '@/components/location-picker';
import { PublishPage } from '@/features/publish/routes/publish-page';
import type { LocationPickerSlot } from '@/features/publish/components/publish-form';

/** The map picker of SPEC 2.12 in the publish form's location slot (loaded with Leaflet when the form shows it). */
const mapPicker: LocationPickerSlot = ({ city, value, onChange }) => <LocationPicker city={city} value={value} onChange={onChange} />;

/** The shell's `add` tab: the publish/edit form with the shared map picker plugged in. */
export function PublishRoute() {
  return <PublishPage locationPicker={mapPicker} />;
}
