// The product as the API sends it (docs/API.md "Product"): detail, lists and the like action.
import type { Currency } from '../constants';
import type { ListingLifecycle } from '../lifecycle';

export interface ImageFormat {
  url: string;
  width: number | null;
  height: number | null;
}

export const IMAGE_FORMAT_NAMES = ['thumbnail', 'small', 'medium', 'large'] as const;
export type ImageFormatName = (typeof IMAGE_FORMAT_NAMES)[number];

export interface ProductImage extends ImageFormat {
  alternativeText: string | null;
  /** The JPEG sizes the upload generated. */
  formats: Partial<Record<ImageFormatName, ImageFormat>>;
  /** The same photo in WebP at each size (the full size included), narrowest first; empty for older photos. */
  webp: ImageFormat[];
}

export interface ProductCategoryRef {
  slug: string;
  name: string | null;
  name_ar: string | null;
  color: string | null;
  icon: string | null;
  /** The category's kind: which extra fields (car, real estate, job) the listing may carry. */
  kind: 'voiture' | 'immobilier' | 'emplois' | 'autres';
}

/** Car fields; all null when the product is not a car. */
export interface ApiCarFields {
  car_brand: string | null;
  car_model: string | null;
  car_year: number | null;
  car_mileage: number | null;
  car_fuel_type: string | null;
  car_transmission: string | null;
  car_condition: string | null;
  car_color: string | null;
  car_doors: number | null;
  car_engine_size: string | null;
  car_equipment: string[];
}

/** Real-estate fields; all null when the product is not real estate. */
export interface ApiRealEstateFields {
  real_estate_type: string | null;
  real_estate_rooms: number | null;
  real_estate_bathrooms: number | null;
  real_estate_surface: number | null;
  real_estate_floor: number | null;
  real_estate_furnished: boolean | null;
  real_estate_parking: boolean | null;
  real_estate_garden: boolean | null;
  real_estate_balcony: boolean | null;
  real_estate_condition: string | null;
}

/** Job fields; all null when the product is not a job offer. */
export interface ApiJobFields {
  job_type: string | null;
  job_sector: string | null;
  job_experience: string | null;
  job_education: string | null;
  job_salary_min: number | null;
  job_salary_max: number | null;
  job_remote: boolean | null;
  job_urgency: string | null;
  job_company: string | null;
  job_benefits: string[];
}

export interface ApiProduct extends ApiCarFields, ApiRealEstateFields, ApiJobFields {
  id: string;
  user_id: string | null;
  seller: { id: string; display_name: string } | null;
  title: string;
  /** Cut to 300 characters in lists. */
  description: string;
  /** Null exactly when `is_free`. */
  price: number | null;
  currency: Currency;
  is_free: boolean;
  is_reserved: boolean;
  is_promoted: boolean;
  /** True only in the owner's and the admin space's reads (reported listings hidden by an admin). */
  is_hidden: boolean;
  promoted_at: string | null;
  like_count: number;
  /** Same number as like_count: both names are read by screens. */
  likes: number;
  /** Views, one per visitor per day (issue 28); written in batches, so a few seconds behind. */
  view_count: number;
  category: ProductCategoryRef | null;
  condition: string | null;
  location: string;
  /** City slug of CITIES, when known. */
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** First image (medium size when available), else null. */
  image_url: string | null;
  /** Every image on the detail; only the first in lists. */
  images: ProductImage[];
  created_at: string | null;
  updated_at: string | null;
  /** Where the listing is in its life (issue 28); public lists hold only `active` ones. */
  lifecycle?: ListingLifecycle;
  /** When it stops being shown unless renewed (ISO). */
  expires_at?: string | null;
  /** When the owner marked it sold (ISO); null otherwise. */
  sold_at?: string | null;
}

/** POST /api/products/:id/like */
export interface LikeResult {
  newLikeCount: number;
  message: string;
  wasPromoted: boolean;
}

/** GET /api/products/:id/liked */
export interface LikedState {
  liked: boolean;
}
