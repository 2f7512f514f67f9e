import { BarChart3, FileText, Gauge, Truck } from "lucide-react";

/** Spec part 1 §1-§2: the four promises of the landing page, in order. */
export const LANDING_FEATURES = [
  {
    title: "ESG Maturity AI",
    icon: Gauge,
    text: "Score your environmental, social and governance maturity against your industry, with AI insights on where you stand and what to fix first.",
  },
  {
    title: "Carbon Forecasting",
    icon: BarChart3,
    text: "Measure scope 1, 2 and 3 emissions with published emission factors and forecast your trajectory under reduction scenarios.",
  },
  {
    title: "Supplier Risk Analytics",
    icon: Truck,
    text: "Rank suppliers by ESG risk tier and disclosure quality, and track who has answered your sustainability questionnaire.",
  },
  {
    title: "Auto-Generated Reports",
    icon: FileText,
    text: "Generate disclosure-ready reports aligned to CSRD/ESRS, ISSB (IFRS S1 and S2) and GRI from the data you already hold.",
  },
] as const;
