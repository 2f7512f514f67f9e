import type { LinkProps } from "@tanstack/react-router";

export type NavItem = { label: string; to: NonNullable<LinkProps["to"]> };
export type NavGroup = { label: string; items: readonly NavItem[] };

/** Spec part 1 §2 "Dashboard": the grouped menus of the top bar, in order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: "Data & Analysis",
    items: [
      { label: "ESG Assessment", to: "/assessment" },
      { label: "Carbon Analysis", to: "/carbon" },
      { label: "Data Ingestion", to: "/data-ingestion" },
      { label: "Peer Benchmarking", to: "/peer-benchmarking" },
      { label: "Suppliers", to: "/suppliers" },
    ],
  },
  {
    label: "Strategy & Planning",
    items: [
      { label: "Materiality Assessment", to: "/materiality" },
      { label: "Goal Tracking", to: "/goal-tracking" },
      { label: "Impact Measurement", to: "/impact-measurement" },
    ],
  },
  {
    label: "Risk & Compliance",
    items: [
      { label: "Regulatory Compliance", to: "/regulatory-compliance" },
      { label: "Risk Heat Maps", to: "/risk-heatmaps" },
      { label: "ESG Ratings", to: "/esg-ratings" },
    ],
  },
  {
    label: "Stakeholder & Reporting",
    items: [
      { label: "Stakeholder Engagement", to: "/stakeholder-engagement" },
      { label: "Board Reporting", to: "/board-reporting" },
      { label: "ESG Training", to: "/esg-training" },
      { label: "Reports", to: "/reports" },
    ],
  },
];
