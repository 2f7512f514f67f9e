/**
 * Emission factors named for people ("UK grid electricity, DESNZ 2024") rather than by library id
 * (`uk-electricity_grid-desnz2024`): built from the factor's own region, activity, publisher and year in the
 * library data, so a new factor row is named without touching this file.
 */
import {
  type EmissionFactor,
  getEmissionFactor,
  SPEND_ACTIVITY_PREFIX,
  spendActivityTitle,
} from "./emission-factor-library";

/** Words of the activity ids that are abbreviations or read better spelt out. */
const WORDS: Readonly<Record<string, string>> = {
  wtt: "well-to-tank",
  td: "transmission and distribution",
  rf: "radiative forcing",
  bev: "battery electric",
  phev: "plug-in hybrid",
  lpg: "LPG",
  "100pct": "100%",
  avg: "average",
  hvo: "HVO",
  uco: "from used cooking oil",
  tallow: "from tallow",
};

/** Activity ids whose words, in order, do not read as English. */
const ACTIVITIES: Readonly<Record<string, string>> = {
  electricity_grid: "grid electricity",
  district_heat: "district heating",
  hotel_night: "hotel nights",
  car_passenger_car: "passenger car",
  grass_straw: "grass or straw",
  methanol_bio: "bio-methanol",
  avtur_renewable: "renewable avtur",
  biomethane_compressed: "compressed biomethane",
  biomethane_liquefied: "liquefied biomethane",
  off_road_biodiesel: "off-road biodiesel",
};

/** An activity id in words: `electricity_td_losses` → "electricity transmission and distribution losses". */
export function describeActivity(activity: string): string {
  return activityWords(activity);
}

function activityWords(activity: string): string {
  if (activity.startsWith(SPEND_ACTIVITY_PREFIX)) {
    const title = spendActivityTitle(activity);
    const naics = activity.slice(SPEND_ACTIVITY_PREFIX.length);
    return `spend on ${title ? title.toLowerCase() : `NAICS ${naics}`}`;
  }
  let rest = activity;
  const suffix: string[] = [];
  // Radiative forcing and distance bands read as qualifiers after the activity.
  const rf = /_(no|with)_rf$/.exec(rest);
  if (rf) {
    suffix.push(rf[1] === "no" ? "without radiative forcing" : "with radiative forcing");
    rest = rest.slice(0, rf.index);
  }
  const base = ACTIVITIES[rest];
  const words =
    base ??
    rest
      .split("_")
      .map((w) => {
        const over = /^gt(\d+)mi$/.exec(w);
        if (over) return `over ${Number(over[1]).toLocaleString("en-GB")} miles`;
        const under = /^lt(\d+)mi$/.exec(w);
        if (under) return `under ${Number(under[1]).toLocaleString("en-GB")} miles`;
        const band = /^(\d+)mi$/.exec(w);
        if (band) return `${Number(band[1]).toLocaleString("en-GB")} miles`;
        return WORDS[w] ?? w;
      })
      .join(" ");
  return [words, ...suffix].join(", ");
}

let regionNames: Intl.DisplayNames | null | undefined;

/** UK and US stay short; other ISO codes take their English name; an eGRID subregion keeps its code (US CAMX). */
function regionWords(region: string): string {
  if (region === "GLOBAL") return "Global";
  if (region === "UK" || region === "US" || region === "EU") return region;
  const egrid = /^US-([A-Z]+)$/.exec(region);
  if (egrid) return `US ${egrid[1]}`;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(region) ?? region;
  } catch {
    return region;
  }
}

/** The publisher's short name from the library's source text (the full text stays in the audit trail). */
export function factorPublisher(source: string): string {
  if (/\bDESNZ\b/.test(source)) return "DESNZ";
  if (/USEEIO|Supply Chain GHG/i.test(source)) return "US EPA USEEIO";
  if (/eGRID/i.test(source)) return "US EPA eGRID";
  if (/Emission Factors Hub/i.test(source)) return "US EPA";
  if (/^Ember\b/.test(source)) return "Ember";
  const words = source.split(/\s+/).slice(0, 3).join(" ");
  return words;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "UK grid electricity, DESNZ 2024"; "Germany grid electricity, Ember 2024"; "US spend on …, US EPA USEEIO 2024". */
export function describeFactor(f: Pick<EmissionFactor, "region" | "activity" | "source" | "year">): string {
  const region = regionWords(f.region);
  const what = activityWords(f.activity);
  return `${capitalise(`${region} ${what}`)}, ${factorPublisher(f.source)} ${f.year}`;
}

/**
 * A stored factor id in words, from the library; a factor no longer in the library is named by its source
 * and year when given, else "a factor no longer in the library" — never by its id.
 */
export function factorName(id: string, fallback?: { source?: string | null; year?: number | null }): string {
  const f = getEmissionFactor(id);
  if (f) return describeFactor(f);
  // A hand-entered upstream row's own factor (calculate-emissions.ts): its source as the company gave it.
  if (id.startsWith("own:") && fallback?.source) return `Own factor (${fallback.source})`;
  if (fallback?.source) {
    return `${factorPublisher(fallback.source)}${fallback.year ? ` ${fallback.year}` : ""} factor`;
  }
  return "A factor no longer in the library";
}
