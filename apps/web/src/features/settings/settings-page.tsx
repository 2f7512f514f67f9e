import { getRouteApi } from "@tanstack/react-router";
import { ModulePage } from "../../components/layout/module-page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useCurrentUser } from "../../lib/auth";
import { ROLE_LABELS, useRole } from "../../lib/roles";
import { AccountTab } from "./account-tab";
import { ApiTokensTab } from "./api-tokens-tab";
import { AuditLogTab } from "./audit-log-tab";
import { CompanyTab } from "./company-tab";
import { MembersTab } from "./members-tab";
import { ReportingTab } from "./reporting-tab";
import type { SettingsTab } from "./settings-search";
import { SitesTab } from "./sites-tab";
import { WebhooksTab } from "./webhooks-tab";

const route = getRouteApi("/app/settings");

const TAB_LABELS: Record<SettingsTab, string> = {
  members: "Members",
  "audit-log": "Audit log",
  sites: "Sites",
  "api-tokens": "API tokens",
  webhooks: "Webhooks",
  reporting: "Reporting",
  company: "Company",
  account: "Account",
};

/**
 * The company's Settings: Members for admins, the Audit log for admins and auditors, Sites for
 * everyone (changed by admins), each member's own API tokens (every token for admins), Webhooks for admins,
 * a link to the reporting settings on /carbon for everyone, the company's date format (everyone reads it,
 * admins change it), and the user's own password (Account). `?tab=` keeps the open tab in the address.
 */
export function SettingsPage() {
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const user = useCurrentUser().data;
  const { isAdmin, canAudit, role } = useRole();
  const tabs: SettingsTab[] = [
    ...(isAdmin ? (["members"] as const) : []),
    ...(canAudit ? (["audit-log"] as const) : []),
    "sites",
    "api-tokens",
    ...(isAdmin ? (["webhooks"] as const) : []),
    "reporting",
    "company",
    "account",
  ];
  const current = tab && tabs.includes(tab) ? tab : (tabs[0] as SettingsTab);
  return (
    <ModulePage
      title="Settings"
      subtitle={
        user
          ? `${user.company.name} · signed in as ${user.name}${role ? ` (${ROLE_LABELS[role]})` : ""}`
          : undefined
      }
    >
      <Tabs
        value={current}
        onValueChange={(next) =>
          void navigate({ search: { tab: next as SettingsTab }, replace: true, resetScroll: false })
        }
      >
        <TabsList aria-label="Settings sections">
          {tabs.map((t) => (
            <TabsTrigger key={t} value={t}>
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {isAdmin ? (
          <TabsContent value="members">
            <MembersTab />
          </TabsContent>
        ) : null}
        {canAudit ? (
          <TabsContent value="audit-log">
            <AuditLogTab />
          </TabsContent>
        ) : null}
        <TabsContent value="sites">
          <SitesTab />
        </TabsContent>
        <TabsContent value="api-tokens">
          <ApiTokensTab />
        </TabsContent>
        {isAdmin ? (
          <TabsContent value="webhooks">
            <WebhooksTab />
          </TabsContent>
        ) : null}
        <TabsContent value="reporting">
          <ReportingTab />
        </TabsContent>
        <TabsContent value="company">
          <CompanyTab />
        </TabsContent>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
      </Tabs>
    </ModulePage>
  );
}
