import type { CompanySeeder } from "./company-seeder";
import { foundationSeeder } from "./foundation";

/** Every module's demo data, in dependency order (a module's seed may read rows seeded before it). */
export const SEEDERS: readonly CompanySeeder[] = [foundationSeeder];
