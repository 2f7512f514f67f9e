import { aiQueryInputSchema, aiQueryOutputSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { protectedProcedure, router } from "../trpc";

export const aiRouter = router({
  // The analyst itself is the AI issue's (#6); until it lands the endpoint validates and answers 501.
  query: protectedProcedure
    .input(aiQueryInputSchema)
    .output(aiQueryOutputSchema)
    .mutation(() => {
      throw new TRPCError({ code: "NOT_IMPLEMENTED", message: "The AI analyst is not available yet" });
    }),
});
