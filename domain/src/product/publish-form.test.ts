import { describe, expect, it } from 'vitest';
import { productInputSchema } from './index';
import { publishFormSchema, publishFormToProductInput, type PublishFormValues } from './index';
import { firstMessage, issuesOf } from '../test-helpers';

const common = { title: 'Golf 7', description: 'Première main', location: 'Sousse', is_free: false, price: '45 000' };
const carForm: PublishFormValues = { kind: 'voiture', ...common, brand: 'Volkswagen', model: 'Golf', year: '2016', condition: 'used', mileage: '', transmission: 'manual', equipment: ['navigation'] };

describe('publishFormToProductInput', () => {
  it('maps a car form to the SPEC body, leaving empty inputs out', () => {
    expect(publishFormToProductInput(carForm)).toEqual({
      title: 'Golf 7',
      description: 'Première main',
      location: 'Sousse',
      category: 'voiture',
      is_free: false,
      price: '45 000',
      currency: 'TND',
      car_brand: 'Volkswagen',
      car_model: 'Golf',
      car_year: '2016',
      car_transmission: 'manual',
      car_condition: 'used',
      car_equipment: ['navigation'],
    });
  });

  it('sends a free listing as is_free and no price', () => {
    const body = publishFormToProductInput({ kind: 'autres', category: 'mode', ...common, is_free: true, condition: 'good' });
    expect(body).toMatchObject({ is_free: true, category: 'mode', condition: 'good' });
    expect(body).not.toHaveProperty('price');
    expect(productInputSchema.parse(body)).toMatchObject({ price: null, is_free: true, category: 'mode', condition: 'good' });
  });

  it('maps real estate and job forms', () => {
    const flat = publishFormToProductInput({ kind: 'immobilier', ...common, realEstateType: 'house', rooms: 4, surface: '120', floor: 0, garden: true });
    expect(productInputSchema.parse(flat).real_estate).toMatchObject({ type: 'house', rooms: 4, surface: 120, floor: 0, garden: true });
    const job = publishFormToProductInput({ kind: 'emplois', ...common, jobType: 'cdi', jobSector: 'finance', jobSalaryMin: '1500', jobSalaryMax: NaN, jobBenefits: ['Mutuelle'] });
    expect(productInputSchema.parse(job).job).toMatchObject({ type: 'cdi', sector: 'finance', salary_min: 1500, salary_max: null, benefits: ['Mutuelle'] });
  });

  it('produces a body the server accepts', () => {
    expect(productInputSchema.safeParse(publishFormToProductInput(carForm)).success).toBe(true);
  });
});

describe('publishFormSchema', () => {
  it('accepts a complete form and keeps its values', () => {
    expect(publishFormSchema.parse(carForm)).toEqual(carForm);
  });

  it('reports every problem under its form field, with the server messages', () => {
    const issues = issuesOf(publishFormSchema, { kind: 'voiture', title: '', description: 'd', location: 'Tunis', is_free: false, price: '', brand: 'BMW', year: '1989' });
    expect(issues[0]).toEqual({ path: 'title', message: 'Veuillez remplir tous les champs obligatoires' });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'year', message: expect.stringMatching(/^L'année doit être comprise entre 1990 et \d{4}$/) },
        { path: 'price', message: 'Le prix est requis' },
        { path: 'model', message: 'Le modèle est requis' },
        { path: 'condition', message: "L'état du véhicule est requis" },
      ]),
    );
  });

  it('maps real-estate and job rules to their fields', () => {
    expect(issuesOf(publishFormSchema, { kind: 'immobilier', ...common, realEstateType: 'apartment', rooms: '21', surface: '80' })).toEqual([
      { path: 'rooms', message: 'Le nombre de pièces doit être compris entre 0 et 20' },
    ]);
    expect(issuesOf(publishFormSchema, { kind: 'immobilier', ...common, realEstateType: 'apartment', rooms: 2, surface: 80, floor: 51 })).toEqual([
      { path: 'floor', message: "L'étage doit être compris entre 0 et 50" },
    ]);
    expect(issuesOf(publishFormSchema, { kind: 'emplois', ...common, jobSector: 'rh' })).toEqual([
      { path: 'jobType', message: 'Le type de contrat est requis' },
    ]);
    expect(issuesOf(publishFormSchema, { kind: 'emplois', ...common, jobType: 'cdi', jobSector: 'rh', jobSalaryMin: -5 })).toEqual([
      { path: 'jobSalaryMin', message: 'Le salaire doit être un nombre entier positif' },
    ]);
  });

  it('needs a sub-category under Autres, and at most 8 images', () => {
    expect(firstMessage(publishFormSchema, { kind: 'autres', ...common })).toBe('La catégorie est requise');
    expect(firstMessage(publishFormSchema, { kind: 'autres', category: 'sport', ...common, images: Array(8).fill('data:x') })).toBeNull();
    expect(firstMessage(publishFormSchema, { kind: 'autres', category: 'sport', ...common, images: Array(9).fill('data:x') })).toBe(
      'Maximum 8 images autorisées',
    );
  });

  it('refuses an unknown kind', () => {
    expect(firstMessage(publishFormSchema, { kind: 'bateaux', ...common })).toBe('La catégorie est requise');
  });
});
