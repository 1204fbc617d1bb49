// The location form: values from a location, the LocationInput from them.
import type { LocationInput } from '../../gql/graphql';

export type LocationRecord = {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
};

export type LocationFormValues = Omit<LocationRecord, 'lat' | 'lng'> & { lat: number | string; lng: number | string };

export const emptyLocation: LocationFormValues = {
  street: '',
  postalCode: '',
  city: '',
  country: 'BE',
  phone: '',
  email: '',
  lat: '',
  lng: '',
};

export function locationToForm(l: LocationRecord): LocationFormValues {
  return { street: l.street, postalCode: l.postalCode, city: l.city, country: l.country, phone: l.phone, email: l.email, lat: l.lat, lng: l.lng };
}

/** An empty coordinate is 0 (the service's default); text is trimmed and the country upper-cased by the service. */
export function formToLocationInput(v: LocationFormValues): LocationInput {
  const num = (x: number | string) => (x === '' ? 0 : Number(x));
  return { street: v.street, postalCode: v.postalCode, city: v.city, country: v.country, phone: v.phone, email: v.email, lat: num(v.lat), lng: num(v.lng) };
}

/** "50.8466, 4.3528", or "" for a location without coordinates. */
export function formatCoordinates(lat: number, lng: number): string {
  return lat === 0 && lng === 0 ? '' : `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
