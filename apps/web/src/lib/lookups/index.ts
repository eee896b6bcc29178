/** Public reference lists shared by several features' forms (one file per call). */
export { getBrands, useBrands } from './getBrands';
export { getMarkets, useMarkets } from './getMarkets';
