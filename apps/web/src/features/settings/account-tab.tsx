import { changePasswordInputSchema } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { serverErrorMessage, useTRPC } from "../../lib/trpc";

type PasswordFormValues = { currentPassword: string; newPassword: string; revokeTokens: boolean };

const EMPTY: PasswordFormValues = { currentPassword: "", newPassword: "", revokeTokens: true };

const { TextField, CheckboxField } = fieldsFor<PasswordFormValues>();

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/**
 * "Account": the signed-in user's own password. Changing it signs out every other session and, unless
 * unticked, revokes the user's API tokens: a password is usually changed because something leaked.
 */
export function AccountTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm({ defaultValues: EMPTY, schema: changePasswordInputSchema });
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: async (result) => {
        toast({
          title: "Password changed",
          description: `${plural(result.sessionsEnded, "other session")} signed out, ${plural(result.tokensRevoked, "API token")} revoked.`,
        });
        form.reset(EMPTY);
        await queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() });
      },
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change your password</CardTitle>
        <CardDescription>
          At least 12 characters and not a common password. You stay signed in here; everywhere else you are
          signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SchemaForm
          form={form}
          onSubmit={(input) => change.mutateAsync(input)}
          failureMessage={(error) =>
            serverErrorMessage(error) ?? "The password could not be changed. Try again."
          }
          className="max-w-md"
        >
          <TextField
            name="currentPassword"
            type="password"
            label="Current password"
            autoComplete="current-password"
            required
          />
          <TextField
            name="newPassword"
            type="password"
            label="New password"
            autoComplete="new-password"
            required
          />
          <CheckboxField name="revokeTokens" label="Also revoke my API tokens" />
          <FormError boxed />
          <div>
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
              {change.isPending ? "Changing..." : "Change password"}
            </Button>
          </div>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
