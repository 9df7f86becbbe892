// Response shapes of docs/API.md (what the server sends back; request bodies use the @souk/domain schemas).
// TODO(domain): these output types (Product, Category, Advertisement, SellerProfile...) belong in
// @souk/domain next to the input schemas, so the cms and the client share one definition.
import type { Role } from '@souk/domain';

/** `email_confirmed: false` until the address is confirmed by its e-mail's link (publishing and messaging wait for it). */
export type SessionUser = { id: string; email: string; display_name: string; role: Role; email_confirmed?: boolean };

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number };
export type Collection<T> = { data: T[]; meta: { pagination: Pagination } };
export type Single<T> = { data: T };

export type ImageFormat = { url: string; width: number; height: number };
export type ProductImage = {
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  formats: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', ImageFormat>> | null;
};

export type ProductCategory = { slug: string; name: string; name_ar: string | null; color: string | null; icon: string | null };

export type Product = {
  id: string;
  user_id: string;
  seller: { id: string; display_name: string } | null;
  title: string;
  description: string;
  price: number | null;
  currency: 'TND' | 'EUR';
  is_free: boolean;
  is_reserved: boolean;
  is_promoted: boolean;
  promoted_at: string | null;
  like_count: number;
  likes: number;
  category: ProductCategory | null;
  condition: string | null;
  location: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  image_url: string | null;
  images: ProductImage[];
  created_at: string;
  updated_at: string;
  car_brand: string | null;
  car_model: string | null;
  car_year: number | null;
  car_mileage: number | null;
  car_fuel_type: string | null;
  car_transmission: string | null;
  car_condition: string | null;
  car_color: string | null;
  car_doors: number | null;
  car_engine_size: string | number | null;
  car_equipment: string[] | null;
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
  job_type: string | null;
  job_sector: string | null;
  job_experience: string | null;
  job_education: string | null;
  job_salary_min: number | null;
  job_salary_max: number | null;
  job_remote: boolean | null;
  job_urgency: string | null;
  job_company: string | null;
  job_benefits: string[] | null;
};

export type Category = {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  description: string | null;
  color: string | null;
  icon: string | null;
  product_count: number;
  created_at: string;
};

export type LikeResponse = { newLikeCount: number; message: string; wasPromoted: boolean };

export type Advertisement = {
  id: string;
  title: string;
  description: string | null;
  image_url: string | null;
  target_url: string;
  advertiser_name: string | null;
  position: string;
};

/** Public seller profile: e-mail and phone are null unless the seller chose to show them. */
export type SellerProfile = {
  display_name: string | null;
  email: string | null;
  phone?: string | null;
  created_at: string | null;
  bio: string | null;
};

export type SiteStats = { totalProducts: number; totalUsers: number };
