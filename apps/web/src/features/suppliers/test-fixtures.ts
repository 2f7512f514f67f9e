import { type Supplier, supplierInputSchema, supplierUpdateInputSchema } from "@esg/domain";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

export const nameTaken = (name: string) => `A supplier named "${name}" exists already`;

export const SUPPLIERS: Supplier[] = [
  {
    id: 1,
    name: "Acme Steel",
    riskTier: "high",
    disclosureScore: 35,
    responded: false,
    country: "DE",
    category: "Raw materials",
  },
  {
    id: 2,
    name: "Blue Logistics",
    riskTier: "low",
    disclosureScore: 88,
    responded: true,
    country: null,
    category: null,
  },
];

/** The server's rules in memory: the domain schemas, and a name unique without regard to case (409). */
export function fakeSuppliersApi(initial: Supplier[]) {
  let suppliers = initial.map((s) => ({ ...s }));
  let nextId = 100;
  const save = (id: number, input: unknown, schema: typeof supplierInputSchema) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      throw trpcError(
        "BAD_REQUEST",
        "Invalid input",
        parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
      );
    const v = parsed.data;
    if (suppliers.some((s) => s.id !== id && s.name.toLowerCase() === v.name.toLowerCase()))
      throw trpcError("CONFLICT", nameTaken(v.name), [{ path: ["name"], message: nameTaken(v.name) }]);
    return { id, ...v };
  };
  const procedures: ProcedureMap = {
    "suppliers.list": () => suppliers,
    "suppliers.create": (input) => {
      const s = save(nextId, input, supplierInputSchema);
      nextId += 1;
      suppliers = [...suppliers, s].sort((a, b) => a.name.localeCompare(b.name));
      return s;
    },
    "suppliers.update": (input) => {
      const id = Number(input.id);
      const s = save(id, input, supplierUpdateInputSchema);
      suppliers = suppliers.map((x) => (x.id === id ? s : x));
      return s;
    },
    "suppliers.remove": (input) => {
      const id = Number(input.id);
      suppliers = suppliers.filter((s) => s.id !== id);
      return { success: true };
    },
  };
  return { procedures };
}
