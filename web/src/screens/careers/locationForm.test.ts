import { describe, expect, it } from 'vitest';
import { emptyLocation, formatCoordinates, formToLocationInput, locationToForm } from './locationForm';

describe('location form', () => {
  it('sends empty coordinates as 0 and numbers as numbers', () => {
    expect(formToLocationInput({ ...emptyLocation, city: 'Gent' })).toMatchObject({ city: 'Gent', country: 'BE', lat: 0, lng: 0 });
    expect(formToLocationInput({ ...emptyLocation, lat: '51.05', lng: 3.72 })).toMatchObject({ lat: 51.05, lng: 3.72 });
  });
  it('round-trips a location', () => {
    const l = { street: 'Meir 1', postalCode: '2000', city: 'Antwerp', country: 'BE', phone: '+32 3 555', email: 'a@b.example', lat: 51.2, lng: 4.4 };
    expect(formToLocationInput(locationToForm(l))).toEqual(l);
  });
  it('formats coordinates, none for 0,0', () => {
    expect(formatCoordinates(50.84661, 4.35278)).toBe('50.8466, 4.3528');
    expect(formatCoordinates(0, 0)).toBe('');
  });
});
