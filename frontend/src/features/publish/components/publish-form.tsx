import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import {
  CITIES,
  labelText,
  OPTION_LABELS,
  PUBLISH_KINDS,
  PUBLISH_OTHER_CATEGORIES,
  publishFormFieldOf,
  publishFormSchema,
  publishFormValuesOf,
  resolveCity,
  type CategoryKind,
  type City,
  type PublishFormValues,
} from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/form/form-alert';
import { fieldErrorText } from '@/components/form/field-error-text';
import { applyServerErrors } from '@/components/form/server-errors';
import { isApiError } from '@/lib/api-client';
import { partProgress } from '@/lib/api-upload';
import { errorText } from '@/lib/error-text';
import { toLanguage } from '@/lib/i18n';
import type { ApiProduct } from '@souk/domain';
import { useSaveProduct } from '../api/save-product';
import { usePhotos } from '../hooks/use-photos';
import { usePublishDraft } from '../hooks/use-publish-draft';
import { NumberField, SelectField, TextAreaField, TextField, type Option } from './fields';
import { KindFields } from './kind-fields';
import { PhotoPicker } from './photo-picker';

export type LatLng = { lat: number; lng: number };

/**
 * Where the map picker of SPEC 2.12 plugs in (it lives in another feature, so the app passes it
 * down): it gets the chosen city to centre on and the current point, and reports the new point
 * (null to clear). The form sends it as latitude/longitude; without a point the server places
 * the listing at its city.
 */
export type LocationPickerSlot = (props: {
  city: City | null;
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
}) => ReactNode;

type PublishFormProps = {
  userId: string;
  /** Edit mode: the listing, prefilled; its photos are kept unless removed. */
  product?: ApiProduct;
  locationPicker?: LocationPickerSlot;
};

const EMPTY: PublishFormValues = {
  kind: 'voiture',
  category: '',
  title: '',
  description: '',
  location: '',
  is_free: false,
  price: '',
  condition: '',
  brand: '',
  model: '',
  year: '',
  mileage: '',
  transmission: '',
  fuelType: '',
  color: '',
  doors: '',
  engineSize: '',
  equipment: [],
  realEstateType: '',
  rooms: '',
  bathrooms: '',
  surface: '',
  floor: '',
  furnished: false,
  parking: false,
  garden: false,
  balcony: false,
  realEstateCondition: '',
  jobType: '',
  jobSector: '',
  jobExperience: '',
  jobEducation: '',
  jobSalaryMin: '',
  jobSalaryMax: '',
  jobRemote: false,
  jobUrgency: '',
  jobCompany: '',
  jobBenefits: [],
  latitude: null,
  longitude: null,
};

const valuesOf = (product: ApiProduct | undefined): PublishFormValues =>
  product ? { ...EMPTY, ...publishFormValuesOf(product as unknown as Parameters<typeof publishFormValuesOf>[0]) } : EMPTY;

const photoUrlsOf = (product: ApiProduct | undefined) => (product?.images ?? []).map((image) => image.url);

/** The photo a 413/415 names (`details.params.index`, 1-based among the files sent), if any. */
function refusedPhotoNumber(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const index = Number((error.details as { params?: { index?: unknown } } | undefined)?.params?.index);
  return Number.isInteger(index) && index > 0 ? index : null;
}

export function PublishForm({ userId, product, locationPicker }: PublishFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const editing = product !== undefined;
  const defaults = useMemo(() => valuesOf(product), [product]);
  const form = useForm<PublishFormValues>({ resolver: zodResolver(publishFormSchema), defaultValues: defaults });
  const photos = usePhotos();
  const save = useSaveProduct();
  const draft = usePublishDraft(userId);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [photoErrors, setPhotoErrors] = useState<Record<string, string>>({});
  const [photosError, setPhotosError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<unknown>(null);
  const [draftOffer, setDraftOffer] = useState<PublishFormValues | null>(() => (editing ? null : (draft.read()?.values ?? null)));
  const offerPending = useRef(draftOffer !== null);
  offerPending.current = draftOffer !== null;

  const { reset: resetPhotos } = photos;
  useEffect(() => {
    resetPhotos(photoUrlsOf(product));
  }, [product, resetPhotos]);

  // The unfinished new listing is kept as it is typed, unless a saved draft is still on offer.
  useEffect(() => {
    if (editing) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      if (offerPending.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => draft.save(values as PublishFormValues), 400);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [draft, editing, form]);

  const kind = form.watch('kind') as CategoryKind;
  const isFree = form.watch('is_free') === true;
  const location = form.watch('location') ?? '';
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const language = toLanguage(i18n.language);
  const ar = language === 'ar';
  const busy = save.isPending;

  const cityOptions = useMemo<Option[]>(() => {
    const options = [...CITIES]
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .map((city) => ({ value: city.name, label: ar ? city.name_ar : city.name }));
    // A listing placed somewhere the gazetteer does not name keeps its place on edit.
    if (location && !options.some((option) => option.value === location)) options.unshift({ value: location, label: location });
    return options;
  }, [ar, location]);

  const productConditions = useMemo<Option[]>(
    () => Object.entries(OPTION_LABELS.productCondition).map(([value, label]) => ({ value, label: labelText(label, language) })),
    [language],
  );

  const otherCategories = useMemo<Option[]>(
    () =>
      PUBLISH_OTHER_CATEGORIES.map((option) => ({
        value: option.value,
        label: labelText(option.label, language),
      })),
    [language],
  );

  const resumeDraft = () => {
    if (draftOffer) form.reset({ ...EMPTY, ...draftOffer });
    setDraftOffer(null);
  };
  const discardDraft = () => {
    draft.clear();
    setDraftOffer(null);
  };

  const cancel = () => {
    form.reset(defaults);
    photos.reset(photoUrlsOf(product));
    setPhotoErrors({});
    setPhotosError(undefined);
    setServerError(null);
    save.reset();
    if (!editing) draft.clear();
  };

  const showServerError = (error: unknown) => {
    const errors: Record<string, string> = {};
    let placed = false;
    if (isApiError(error) && (error.status === 413 || error.status === 415)) {
      const reason = t(error.status === 413 ? 'publish.photoTooLarge' : 'publish.photoUnreadable');
      const n = refusedPhotoNumber(error);
      const photo = n !== null ? photos.photos.filter((p) => p.kind === 'new')[n - 1] : undefined;
      if (photo) errors[photo.key] = t('publish.photoServerError', { n: photos.photos.indexOf(photo) + 1, reason });
      else setPhotosError(reason);
      placed = true;
    }
    // A rule the server checked (400) goes under its field, in the reader's language (by code).
    placed =
      applyServerErrors(error, form.setError, {
        fieldOf: (path) => publishFormFieldOf(path.split('.')[0] ?? ''),
        fieldOfCode: { max_images: 'images' },
      }) || placed;
    setPhotoErrors(errors);
    setServerError(placed ? null : error);
    toast.error(t('publish.saveFailed'), {
      description: placed ? t('publish.fixErrors') : errorText(error, t('messages.publishFailed')),
    });
  };

  const submit = form.handleSubmit((values) => {
    setPhotoErrors({});
    setPhotosError(undefined);
    setServerError(null);
    setProgress(photos.photos.filter((photo) => photo.kind === 'new').map(() => 0));
    save.mutate(
      {
        values,
        photos: photos.photos,
        productId: product?.id,
        onProgress: (sent, sizes) => setProgress(partProgress(sizes, sent)),
      },
      {
        onSuccess: ({ data }) => {
          if (!editing) draft.clear();
          toast.success(t(editing ? 'publish.updated' : 'publish.published'), {
            description: t(editing ? 'publish.updatedText' : 'publish.publishedText', { title: data.title }),
          });
          navigate(paths.product.getHref(data.id));
        },
        onError: showServerError,
        onSettled: () => setProgress(null),
      },
    );
  });

  const city = resolveCity(location);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="publish-title" className="space-y-6">
        <div className="flex flex-wrap items-center gap-3">
          {/* The publish screen's own title: its page (shell tab `add`) has no other. */}
          <h1 id="publish-title" className="text-2xl font-bold">
            {editing ? t('publish.editTitle') : t('publish.title')}
          </h1>
          {editing ? <Badge tone="warning">{t('publish.editBadge')}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">{t('publish.intro')}</p>

        {draftOffer ? (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center"
          >
            <div className="flex-1 text-sm">
              <p className="font-medium">{t('publish.draftFound')}</p>
              <p className="text-muted-foreground">{t('publish.draftNoPhotos')}</p>
            </div>
            <div className="flex gap-2">
              <Button onClick={resumeDraft}>{t('publish.resumeDraft')}</Button>
              <Button variant="outline" onClick={discardDraft}>
                {t('publish.discardDraft')}
              </Button>
            </div>
          </div>
        ) : null}

        <Tabs value={kind} onValueChange={(value) => form.setValue('kind', value as CategoryKind, { shouldDirty: true })}>
          <TabsList aria-label={t('publish.kindLabel')} className="grid grid-cols-2 gap-1 sm:grid-cols-4">
            {PUBLISH_KINDS.map((option) => (
              <TabsTrigger key={option.value} value={option.value}>
                {labelText(option.label, language)}
              </TabsTrigger>
            ))}
          </TabsList>

          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              name="title"
              label={t('publish.titleLabel')}
              required
              placeholder={t('publish.titlePlaceholder')}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <TextAreaField
                name="description"
                label={t('publish.description')}
                required
                placeholder={t('publish.descriptionPlaceholder')}
              />
            </div>
            {kind === 'autres' ? (
              <SelectField name="category" label={t('publish.subCategory')} required options={otherCategories} />
            ) : null}
            <SelectField name="location" label={t('publish.location')} required options={cityOptions} />
            {locationPicker ? (
              <div className="sm:col-span-2" aria-label={t('publish.locationPicker')} role="group">
                {locationPicker({
                  city,
                  value: typeof latitude === 'number' && typeof longitude === 'number' ? { lat: latitude, lng: longitude } : null,
                  onChange: (point) => {
                    form.setValue('latitude', point?.lat ?? null, { shouldDirty: true });
                    form.setValue('longitude', point?.lng ?? null, { shouldDirty: true });
                  },
                })}
              </div>
            ) : null}
          </div>

          {PUBLISH_KINDS.map((option) => (
            <TabsContent key={option.value} value={option.value}>
              <KindFields kind={option.value as CategoryKind} />
              {option.value === 'autres' ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <SelectField name="condition" label={t('publish.condition')} options={productConditions} />
                </div>
              ) : null}
            </TabsContent>
          ))}
        </Tabs>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('publish.priceMode')}</legend>
          <div className="inline-flex rounded-lg bg-muted p-1">
            {[false, true].map((free) => (
              <label
                key={String(free)}
                className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name="price-mode"
                  className="sr-only"
                  checked={isFree === free}
                  onChange={() => form.setValue('is_free', free, { shouldDirty: true })}
                />
                {free ? t('publish.free') : t('publish.paid')}
              </label>
            ))}
          </div>
          {!isFree ? (
            <NumberField
              name="price"
              label={t('publish.price')}
              required
              placeholder={t('publish.pricePlaceholder')}
              className="max-w-xs"
            />
          ) : null}
        </fieldset>

        <PhotoPicker
          state={photos}
          progress={progress}
          photoErrors={photoErrors}
          error={photosError ?? fieldErrorText(form.formState.errors.images, toLanguage(i18n.language))}
          disabled={busy}
        />

        <FormAlert title={t('publish.saveFailed')} error={serverError} fallback={t('messages.publishFailed')} />

        <div className="flex flex-wrap gap-3 border-t pt-4">
          <Button type="submit" size="lg" disabled={busy || photos.preparing} aria-busy={busy || undefined}>
            {busy
              ? editing
                ? t('publish.saving')
                : t('publish.publishing')
              : editing
                ? t('publish.save')
                : t('publish.publish')}
          </Button>
          <Button variant="outline" size="lg" onClick={cancel} disabled={busy}>
            {t('publish.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
