import type { ApiProduct, SessionUser } from '@souk/domain';

export const testUser: SessionUser = { id: 'user-1', email: 'amira@souk.tn', display_name: 'Amira', role: 'user' };
export const testAdmin: SessionUser = { id: 'admin-1', email: 'admin@souk.tn', display_name: 'Admin', role: 'admin' };

export const profileOf = (user: SessionUser) => ({
  data: {
    user_id: user.id,
    email: user.email,
    display_name: user.display_name,
    role: user.role,
    bio: null,
    location: null,
    phone: null,
    created_at: '2025-01-10T10:00:00.000Z',
  },
});

export function makeProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  return {
    id: 'p1',
    user_id: 'seller-1',
    seller: { id: 'seller-1', display_name: 'Youssef' },
    title: 'Canapé d’angle en cuir',
    description: 'Canapé 5 places en cuir marron.',
    price: 1600,
    currency: 'TND',
    is_free: false,
    is_reserved: false,
    is_promoted: false,
    promoted_at: null,
    like_count: 2,
    likes: 2,
    category: { slug: 'mobilier', name: 'Mobilier', name_ar: 'أثاث', color: '#eab308', icon: 'sofa', kind: 'autres' },
    is_hidden: false,
    condition: 'good',
    location: 'Bizerte',
    city: 'bizerte',
    latitude: null,
    longitude: null,
    image_url: null,
    images: [],
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    updated_at: new Date().toISOString(),
    car_brand: null,
    car_model: null,
    car_year: null,
    car_mileage: null,
    car_fuel_type: null,
    car_transmission: null,
    car_condition: null,
    car_color: null,
    car_doors: null,
    car_engine_size: null,
    car_equipment: [],
    real_estate_type: null,
    real_estate_rooms: null,
    real_estate_bathrooms: null,
    real_estate_surface: null,
    real_estate_floor: null,
    real_estate_furnished: null,
    real_estate_parking: null,
    real_estate_garden: null,
    real_estate_balcony: null,
    real_estate_condition: null,
    job_type: null,
    job_sector: null,
    job_experience: null,
    job_education: null,
    job_salary_min: null,
    job_salary_max: null,
    job_remote: null,
    job_urgency: null,
    job_company: null,
    job_benefits: [],
    ...overrides,
  };
}

export const collection = <T>(data: T[]) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 24, pageCount: 1, total: data.length } },
});
