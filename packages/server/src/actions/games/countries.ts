import { getCountries } from '@gamefolk/contract';
import { countryList } from '../../catalog/countries.js';
import { handle } from '../define.js';

export const getCountriesHandler = handle(getCountries, async () => countryList());
