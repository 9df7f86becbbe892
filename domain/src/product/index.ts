// Products: the API's shapes, the field table and everything derived from it.
export * from './contract';
export { DESCRIPTION_MAX, LOCATION_MAX, PRICE_MAX, TITLE_MAX } from './parsers';
export {
  CAR_FIELDS,
  COMPONENT_FIELDS,
  FIELD_ROWS,
  JOB_FIELDS,
  KIND_FIELDS,
  REAL_ESTATE_FIELDS,
  type ComponentName,
  type FieldRow,
  type FieldType,
  type KindFieldKey,
  type KindFields,
} from './field-table';
export type { CarDetails, JobDetails, ProductInput, ProductUpdate, RealEstateDetails } from './input';
export { FORBIDDEN_PRODUCT_KEYS, type ProductBody, type ProductBodyKey } from './body';
export { createProductSchemas, productInputSchema, productUpdateSchema } from './schema';
export {
  publishFormFieldOf,
  publishFormSchema,
  publishFormToProductInput,
  publishFormValuesOf,
  type PublishFormField,
  type PublishFormSource,
  type PublishFormValues,
} from './publish-form';
export { apiPrice, storedPrice } from './free';
export { productSpecGroups, type SpecGroup, type SpecRow } from './specs';
export { leadPhotoIndex, responsiveImage, type ResponsiveImage } from './images';
export { GALLERY_IMAGE_SIZES } from './gallery';
export { CARD_IMAGE_SIZES } from './card';
export {
  KIND_FILTERS,
  filterColumnValues,
  facetOptionLabel,
  filterOfParam,
  filterOptionValues,
  filterParams,
  filtersOfKind,
  filterTextValue,
  isFacet,
  realEstateDealFromText,
  type FilterColumnValue,
  type FilterSpec,
  type KindFilter,
} from './filter-table';
export { FILTER_SET_MAX, KIND_FILTER_FIELDS, type KindFilterFields } from './filter-parsers';
