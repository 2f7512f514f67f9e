CREATE TABLE "api_tokens" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "user_id" integer not null references "users" ("id") on delete cascade, "name" text not null, "scope" text not null, "token_hash" text not null unique, "created_at" text not null, "expires_at" text not null, "last_used_at" text, "revoked_at" text, "role" text, "tokens_scope" integer default 0 not null);

CREATE INDEX "api_tokens_company_user_idx" on "api_tokens" ("company_id", "user_id");

CREATE TABLE "audit_log" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "at" text not null, "user_id" integer references "users" ("id") on delete set null, "action" text not null, "entity" text not null, "entity_id" text, "before" text, "after" text, "user_name" text, "user_role" text);

CREATE INDEX "audit_log_company_at_idx" on "audit_log" ("company_id", "at", "id");

CREATE INDEX "audit_log_company_user_idx" on "audit_log" ("company_id", "user_id", "id");

CREATE TRIGGER "audit_log_delete_data_version"
        AFTER DELETE ON "audit_log" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "audit_log_insert_data_version"
        AFTER INSERT ON "audit_log" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "audit_log_update_data_version"
        AFTER UPDATE ON "audit_log" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "benchmark_data" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "industry" text not null, "region" text not null, "metric" text not null, "value" real not null, "unit" text not null, "year" integer not null, "industry_average" real not null, "top_quartile" real not null, "data_source" text, "percentile" real not null, "created_at" text default CURRENT_TIMESTAMP not null, "direction" text default 'higher' not null);

CREATE INDEX "benchmark_data_company_year_idx" on "benchmark_data" ("company_id", "year");

CREATE TRIGGER "benchmark_data_delete_data_version"
        AFTER DELETE ON "benchmark_data" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "benchmark_data_insert_data_version"
        AFTER INSERT ON "benchmark_data" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "benchmark_data_update_data_version"
        AFTER UPDATE ON "benchmark_data" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "board_reports" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "title" text not null, "report_type" text not null, "reporting_period" text not null, "template" text not null, "content" text default '{}' not null, "key_metrics" text default '{}' not null, "recommendations" text default '{}' not null, "status" text default 'draft' not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "approved_by" text, "approval_date" text, "published_at" text);

CREATE INDEX "board_reports_company_created_idx" on "board_reports" ("company_id", "created_at");

CREATE TRIGGER "board_reports_delete_data_version"
        AFTER DELETE ON "board_reports" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "board_reports_insert_data_version"
        AFTER INSERT ON "board_reports" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "board_reports_update_data_version"
        AFTER UPDATE ON "board_reports" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "carbon_data_sources" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "file_name" text, "source_type" text not null, "processing_status" text not null, "error_message" text, "activity_count" integer default 0 not null, "total_emissions" real default 0 not null, "uploaded_at" text default CURRENT_TIMESTAMP not null, "content_hash" text, "content" text, "content_type" text, "factor_library_version" text, "warnings" text, "voided_at" text, "voided_by" integer, "void_reason" text, "rows_read" integer default 0 not null, "bytes_read" integer default 0 not null, "bytes_total" integer, "issues" text, "issue_count" integer, "result" text, "progress_at" text, "review_status" text default 'approved' not null, "uploaded_by" integer, "reviewed_by" integer, "reviewed_at" text, "review_reason" text, "received_at" text, "allow_duplicate" integer default 0 not null);

CREATE INDEX "carbon_data_sources_company_hash_idx" on "carbon_data_sources" ("company_id", "content_hash");

CREATE INDEX "carbon_data_sources_company_id_idx" on "carbon_data_sources" ("company_id");

CREATE TRIGGER "carbon_data_sources_delete_data_version"
        AFTER DELETE ON "carbon_data_sources" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_data_sources_insert_data_version"
        AFTER INSERT ON "carbon_data_sources" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE INDEX "carbon_data_sources_status_idx" on "carbon_data_sources" ("processing_status", "id");

CREATE TRIGGER "carbon_data_sources_update_data_version"
        AFTER UPDATE ON "carbon_data_sources" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "carbon_evidence_chunks" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "evidence_id" integer not null references "carbon_evidence_files" ("id") on delete cascade, "seq" integer not null, "data" blob not null);

CREATE UNIQUE INDEX "carbon_evidence_chunks_file_idx" on "carbon_evidence_chunks" ("evidence_id", "seq");

CREATE TABLE "carbon_evidence_files" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "data_source_id" integer not null references "carbon_data_sources" ("id") on delete cascade, "file_name" text not null, "content_type" text not null, "size" integer default 0 not null, "sha256" text, "status" text not null, "uploaded_at" text not null, "uploaded_by" integer);

CREATE TRIGGER "carbon_evidence_files_delete_data_version"
        AFTER DELETE ON "carbon_evidence_files" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_evidence_files_insert_data_version"
        AFTER INSERT ON "carbon_evidence_files" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE INDEX "carbon_evidence_files_source_idx" on "carbon_evidence_files" ("company_id", "data_source_id");

CREATE TRIGGER "carbon_evidence_files_update_data_version"
        AFTER UPDATE ON "carbon_evidence_files" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "carbon_monthly_totals" ("company_id" integer not null references "companies" ("id") on delete cascade, "month" text not null, "scope" integer not null, "detail_key" text not null, "source_type" text not null, "site_id" integer default 0 not null, "location_kg" double precision not null, "market_kg" double precision not null, "activity_count" integer not null, constraint "carbon_monthly_totals_site_pk" primary key ("company_id", "month", "scope", "detail_key", "source_type", "site_id"));

CREATE TRIGGER "carbon_monthly_totals_delete_data_version"
        AFTER DELETE ON "carbon_monthly_totals" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_monthly_totals_insert_data_version"
        AFTER INSERT ON "carbon_monthly_totals" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_monthly_totals_update_data_version"
        AFTER UPDATE ON "carbon_monthly_totals" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "carbon_recalculation_changes" ("company_id" integer not null references "companies" ("id") on delete cascade, "recalculation_id" integer not null references "carbon_recalculations" ("id") on delete cascade, "activity_id" integer not null references "emission_activities" ("id") on delete cascade, "old_factor_id" text not null, "new_factor_id" text not null, "old_library_version" text, "old_kg" double precision not null, "new_kg" double precision not null, "old_market_kg" double precision, "new_market_kg" double precision);

CREATE TRIGGER "carbon_recalculation_changes_delete_data_version"
        AFTER DELETE ON "carbon_recalculation_changes" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_recalculation_changes_insert_data_version"
        AFTER INSERT ON "carbon_recalculation_changes" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE INDEX "carbon_recalculation_changes_recalc_idx" on "carbon_recalculation_changes" ("recalculation_id");

CREATE TRIGGER "carbon_recalculation_changes_update_data_version"
        AFTER UPDATE ON "carbon_recalculation_changes" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "carbon_recalculations" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "reporting_year" integer not null, "library_version" text not null, "user_id" integer references "users" ("id") on delete set null, "at" text not null, "activity_count" integer not null, "changed_count" integer not null, "old_location_kg" double precision not null, "new_location_kg" double precision not null, "old_market_kg" double precision not null, "new_market_kg" double precision not null);

CREATE TRIGGER "carbon_recalculations_delete_data_version"
        AFTER DELETE ON "carbon_recalculations" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_recalculations_insert_data_version"
        AFTER INSERT ON "carbon_recalculations" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_recalculations_update_data_version"
        AFTER UPDATE ON "carbon_recalculations" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "carbon_upload_chunks" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "data_source_id" integer not null references "carbon_data_sources" ("id") on delete cascade, "seq" integer not null, "data" blob not null);

CREATE UNIQUE INDEX "carbon_upload_chunks_source_idx" on "carbon_upload_chunks" ("data_source_id", "seq");

CREATE TABLE "carbon_year_closures" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "reporting_year" integer not null, "action" text not null, "user_id" integer references "users" ("id") on delete set null, "reason" text, "at" text not null);

CREATE INDEX "carbon_year_closures_company_year_idx" on "carbon_year_closures" ("company_id", "reporting_year", "id");

CREATE TRIGGER "carbon_year_closures_delete_data_version"
        AFTER DELETE ON "carbon_year_closures" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_year_closures_insert_data_version"
        AFTER INSERT ON "carbon_year_closures" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_year_closures_update_data_version"
        AFTER UPDATE ON "carbon_year_closures" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "carbon_year_snapshots" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "reporting_year" integer not null, "closure_id" integer not null references "carbon_year_closures" ("id") on delete cascade, "created_at" text not null, "payload" text not null);

CREATE INDEX "carbon_year_snapshots_company_year_idx" on "carbon_year_snapshots" ("company_id", "reporting_year", "id");

CREATE TRIGGER "carbon_year_snapshots_delete_data_version"
        AFTER DELETE ON "carbon_year_snapshots" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_year_snapshots_insert_data_version"
        AFTER INSERT ON "carbon_year_snapshots" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "carbon_year_snapshots_update_data_version"
        AFTER UPDATE ON "carbon_year_snapshots" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "companies" ("id" integer primary key autoincrement, "name" text not null, "industry" text not null, "created_at" text default CURRENT_TIMESTAMP not null, "date_locale" text default 'en-GB' not null, "country" text, "currency" text, "employees" integer, "lei" text, "feedback_slug" text, "onboarding_dismissed_at" text);

CREATE TRIGGER "companies_delete_data_version"
        AFTER DELETE ON "companies" FOR EACH ROW WHEN OLD.id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE UNIQUE INDEX "companies_feedback_slug_idx" on "companies" ("feedback_slug");

CREATE TRIGGER "companies_insert_data_version"
        AFTER INSERT ON "companies" FOR EACH ROW WHEN NEW.id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "companies_update_data_version"
        AFTER UPDATE ON "companies" FOR EACH ROW WHEN NEW.id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "company_data_versions" ("company_id" integer primary key, "version" integer not null);

CREATE TABLE "company_reporting_settings" ("company_id" integer not null primary key references "companies" ("id") on delete cascade, "fiscal_year_start_month" integer default 1 not null, "base_year" integer, "category3_policy" text default 'derive' not null, "consolidation_approach" text default 'operational_control' not null, "updated_at" text not null, "require_approval" integer default 0 not null, "gwp_basis" text default 'AR5' not null);

CREATE TRIGGER "company_reporting_settings_delete_data_version"
        AFTER DELETE ON "company_reporting_settings" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "company_reporting_settings_insert_data_version"
        AFTER INSERT ON "company_reporting_settings" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "company_reporting_settings_update_data_version"
        AFTER UPDATE ON "company_reporting_settings" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "company_revenue" ("company_id" integer not null references "companies" ("id") on delete cascade, "year" integer not null, "amount" real not null, constraint "company_revenue_pk" primary key ("company_id", "year"));

CREATE TRIGGER "company_revenue_delete_data_version"
        AFTER DELETE ON "company_revenue" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "company_revenue_insert_data_version"
        AFTER INSERT ON "company_revenue" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "company_revenue_update_data_version"
        AFTER UPDATE ON "company_revenue" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "company_scrapes" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "website_url" text not null, "company_name" text not null, "kind" text not null, "data" text not null, "academic_analysis" text, "verification" text, "created_at" text not null);

CREATE INDEX "company_scrapes_company_created_idx" on "company_scrapes" ("company_id", "created_at");

CREATE TRIGGER "company_scrapes_delete_data_version"
        AFTER DELETE ON "company_scrapes" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "company_scrapes_insert_data_version"
        AFTER INSERT ON "company_scrapes" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "company_scrapes_update_data_version"
        AFTER UPDATE ON "company_scrapes" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "documents" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "filename" text not null, "type" text not null, "created_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "documents_company_created_idx" on "documents" ("company_id", "created_at", "id");

CREATE INDEX "documents_company_id_idx" on "documents" ("company_id");

CREATE TRIGGER "documents_delete_data_version"
        AFTER DELETE ON "documents" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "documents_insert_data_version"
        AFTER INSERT ON "documents" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "documents_update_data_version"
        AFTER UPDATE ON "documents" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "emission_activities" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "data_source_id" integer not null references "carbon_data_sources" ("id") on delete cascade, "scope" integer not null, "ghg_category" integer, "detail_key" text not null, "activity" text not null, "description" text, "activity_amount" real not null, "activity_unit" text not null, "activity_date" text not null, "reporting_year" integer not null, "region" text, "total_emissions" real not null, "emission_factor" real not null, "emission_factor_unit" text not null, "factor_id" text not null, "factor_source" text not null, "factor_year" integer not null, "market_based_emissions" real, "factor_unit_full" text, "gwp_basis" text, "factor_licence" text, "factor_library_version" text, "warnings" text, "flags" text, "market_method" text, "market_factor_id" text, "market_factor_source" text, "market_factor_value" double precision, "instrument_type" text, "instrument_supplier" text, "instrument_factor" double precision, "instrument_volume" double precision, "instrument_vintage" text, "derived_from_id" integer, "derived_kind" text, "voided_at" text, "site_id" integer, "row_key" text, "source_row" integer, "period_start" text, "period_end" text, "kg_co2" real, "kg_ch4" real, "kg_n2o" real, "f_gas_kg" real, "f_gas_co2e" real, "biogenic_co2" real, "f_gas_group" text, "f_gas_name" text, "gas_split" integer default 0 not null, "data_quality" integer, "activity_uncertainty_pct" real, "factor_uncertainty_pct" real, "quality_basis" text);

CREATE INDEX "emission_activities_company_date_idx" on "emission_activities" ("company_id", "activity_date", "id");

CREATE INDEX "emission_activities_company_id_idx" on "emission_activities" ("company_id");

CREATE INDEX "emission_activities_data_source_id_idx" on "emission_activities" ("data_source_id");

CREATE TRIGGER "emission_activities_delete_data_version"
        AFTER DELETE ON "emission_activities" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "emission_activities_insert_data_version"
        AFTER INSERT ON "emission_activities" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE INDEX "emission_activities_row_key_idx" on "emission_activities" ("company_id", "row_key");

CREATE INDEX "emission_activities_site_idx" on "emission_activities" ("company_id", "site_id");

CREATE TRIGGER "emission_activities_update_data_version"
        AFTER UPDATE ON "emission_activities" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "esg_goals" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "title" text not null, "description" text not null, "category" text not null, "target_type" text not null, "current_value" real not null, "target_value" real not null, "unit" text not null, "baseline_year" integer not null, "target_year" integer not null, "is_science_based" integer default 0 not null, "status" text default 'active' not null, "created_at" text default CURRENT_TIMESTAMP not null, "updated_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "esg_goals_company_created_idx" on "esg_goals" ("company_id", "created_at", "id");

CREATE INDEX "esg_goals_company_id_idx" on "esg_goals" ("company_id");

CREATE TRIGGER "esg_goals_delete_data_version"
        AFTER DELETE ON "esg_goals" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "esg_goals_insert_data_version"
        AFTER INSERT ON "esg_goals" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "esg_goals_update_data_version"
        AFTER UPDATE ON "esg_goals" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "esg_ratings" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "provider" text not null, "overall_score" text not null, "previous_score" text, "environmental_score" integer, "social_score" integer, "governance_score" integer, "rating_date" text not null, "trend" text default 'stable' not null, "methodology" text, "peer_ranking" integer default 50 not null, "strengths" text default '[]' not null, "weaknesses" text default '[]' not null, "normalized_score" real not null, "created_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "esg_ratings_company_date_idx" on "esg_ratings" ("company_id", "rating_date");

CREATE TRIGGER "esg_ratings_delete_data_version"
        AFTER DELETE ON "esg_ratings" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "esg_ratings_insert_data_version"
        AFTER INSERT ON "esg_ratings" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "esg_ratings_update_data_version"
        AFTER UPDATE ON "esg_ratings" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "goal_progress" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "goal_id" integer not null references "esg_goals" ("id") on delete cascade, "reporting_period" text not null, "actual_value" real not null, "notes" text, "progress_percentage" real not null, "recorded_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "goal_progress_company_id_idx" on "goal_progress" ("company_id");

CREATE TRIGGER "goal_progress_delete_data_version"
        AFTER DELETE ON "goal_progress" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE INDEX "goal_progress_goal_id_idx" on "goal_progress" ("goal_id", "recorded_at");

CREATE TRIGGER "goal_progress_insert_data_version"
        AFTER INSERT ON "goal_progress" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "goal_progress_update_data_version"
        AFTER UPDATE ON "goal_progress" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "idempotency_keys" ("company_id" integer not null references "companies" ("id") on delete cascade, "user_id" integer not null, "key" text not null, "request_hash" text not null, "status" integer, "content_type" text, "body" blob, "created_at" integer not null, "expires_at" integer not null, constraint "idempotency_keys_pk" primary key ("company_id", "user_id", "key"));

CREATE INDEX "idempotency_keys_expires_idx" on "idempotency_keys" ("expires_at");

CREATE TABLE "impact_measurements" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "category" text not null, "metric" text not null, "description" text not null, "value" real not null, "unit" text not null, "baseline" real, "target" real, "target_date" text, "methodology" text, "verification_status" text default 'unverified' not null, "data_source" text, "beneficiaries" integer, "geographic_scope" text, "reporting_period" text, "created_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "impact_measurements_company_id_idx" on "impact_measurements" ("company_id", "created_at");

CREATE TRIGGER "impact_measurements_delete_data_version"
        AFTER DELETE ON "impact_measurements" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "impact_measurements_insert_data_version"
        AFTER INSERT ON "impact_measurements" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "impact_measurements_update_data_version"
        AFTER UPDATE ON "impact_measurements" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "invitations" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "token_hash" text not null unique, "role" text not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "expires_at" text not null, "accepted_at" text, "accepted_by" integer references "users" ("id") on delete set null, "email" text, "revoked_at" text, "revoked_by" integer references "users" ("id") on delete set null);

CREATE INDEX "invitations_company_idx" on "invitations" ("company_id");

CREATE TRIGGER "invitations_delete_data_version"
        AFTER DELETE ON "invitations" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "invitations_insert_data_version"
        AFTER INSERT ON "invitations" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "invitations_update_data_version"
        AFTER UPDATE ON "invitations" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "kysely_migration" ("name" varchar(255) not null primary key, "timestamp" varchar(255) not null);

CREATE TABLE "kysely_migration_lock" ("id" varchar(255) not null primary key, "is_locked" integer default 0 not null);

CREATE TABLE "materiality_topics" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "topic" text not null, "category" text not null, "business_impact" integer not null, "stakeholder_concern" integer not null, "description" text default '' not null, "materiality_level" text not null, "created_at" text default CURRENT_TIMESTAMP not null, "updated_at" text default CURRENT_TIMESTAMP not null, constraint "materiality_topics_business_impact_range" check (business_impact between 1 and 5), constraint "materiality_topics_stakeholder_concern_range" check (stakeholder_concern between 1 and 5));

CREATE INDEX "materiality_topics_company_id_idx" on "materiality_topics" ("company_id");

CREATE INDEX materiality_topics_company_rank_idx ON materiality_topics
    (company_id, (business_impact + stakeholder_concern) DESC, business_impact DESC, id);

CREATE TRIGGER "materiality_topics_delete_data_version"
        AFTER DELETE ON "materiality_topics" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "materiality_topics_insert_data_version"
        AFTER INSERT ON "materiality_topics" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "materiality_topics_update_data_version"
        AFTER UPDATE ON "materiality_topics" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "memberships" ("company_id" integer not null references "companies" ("id") on delete cascade, "user_id" integer not null references "users" ("id") on delete cascade, "role" text not null, "created_at" text not null, constraint "memberships_pk" primary key ("company_id", "user_id"));

CREATE TRIGGER "memberships_delete_data_version"
        AFTER DELETE ON "memberships" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "memberships_insert_data_version"
        AFTER INSERT ON "memberships" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "memberships_update_data_version"
        AFTER UPDATE ON "memberships" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE INDEX "memberships_user_idx" on "memberships" ("user_id");

CREATE TABLE "regulatory_requirements" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "framework" text, "requirement" text not null, "description" text not null, "due_date" text, "assigned_to" text, "completion_percentage" integer default 0 not null, "status" text default 'pending' not null, "created_at" text default CURRENT_TIMESTAMP not null, "updated_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "regulatory_requirements_company_id_idx" on "regulatory_requirements" ("company_id");

CREATE TRIGGER "regulatory_requirements_delete_data_version"
        AFTER DELETE ON "regulatory_requirements" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "regulatory_requirements_insert_data_version"
        AFTER INSERT ON "regulatory_requirements" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "regulatory_requirements_update_data_version"
        AFTER UPDATE ON "regulatory_requirements" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "risk_assessments" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "risk_category" text not null, "risk_type" text not null, "description" text not null, "geography" text, "business_unit" text, "probability" integer not null, "impact" integer not null, "risk_level" text not null, "mitigation_strategy" text, "owner" text, "status" text default 'active' not null, "created_at" text default CURRENT_TIMESTAMP not null, "updated_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "risk_assessments_company_id_idx" on "risk_assessments" ("company_id");

CREATE TRIGGER "risk_assessments_delete_data_version"
        AFTER DELETE ON "risk_assessments" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "risk_assessments_insert_data_version"
        AFTER INSERT ON "risk_assessments" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "risk_assessments_update_data_version"
        AFTER UPDATE ON "risk_assessments" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "scope3_screenings" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "reporting_year" integer not null, "category" integer not null, "status" text not null, "method" text, "justification" text, "updated_at" text not null, "updated_by" integer, constraint "scope3_screenings_year_category" unique ("company_id", "reporting_year", "category"));

CREATE TRIGGER "scope3_screenings_delete_data_version"
        AFTER DELETE ON "scope3_screenings" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "scope3_screenings_insert_data_version"
        AFTER INSERT ON "scope3_screenings" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "scope3_screenings_update_data_version"
        AFTER UPDATE ON "scope3_screenings" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "sessions" ("id" text primary key, "secret_hash" blob not null, "user_id" integer not null references "users" ("id") on delete cascade, "expires_at" integer not null, "created_at" text default CURRENT_TIMESTAMP not null);

CREATE INDEX "sessions_user_id_idx" on "sessions" ("user_id");

CREATE TABLE "sites" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "name" text not null, "country" text not null, "grid_subregion" text, "legal_entity" text, "ownership_share" double precision not null, "created_at" text not null, "operational_control" integer default 1 not null, "financial_control" integer default 1 not null, "name_key" text, "under_ets" integer default 0 not null, constraint "sites_company_name_unique" unique ("company_id", "name"));

CREATE UNIQUE INDEX "sites_company_name_key_unique" on "sites" ("company_id", "name_key");

CREATE TRIGGER "sites_delete_data_version"
        AFTER DELETE ON "sites" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "sites_insert_data_version"
        AFTER INSERT ON "sites" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "sites_update_data_version"
        AFTER UPDATE ON "sites" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "stakeholder_feedback" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "topic" text not null, "stakeholder_type" text not null, "feedback_type" text not null, "priority" text not null, "status" text default 'open' not null, "message" text not null, "contact_email" text, "response" text, "responded_at" text, "created_at" text default CURRENT_TIMESTAMP not null, "updated_at" text default CURRENT_TIMESTAMP not null, constraint "stakeholder_feedback_status_known" check (status in ('open', 'in_progress', 'resolved', 'closed')));

CREATE INDEX "stakeholder_feedback_company_created_idx" on "stakeholder_feedback" ("company_id", "created_at");

CREATE TRIGGER "stakeholder_feedback_delete_data_version"
        AFTER DELETE ON "stakeholder_feedback" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "stakeholder_feedback_insert_data_version"
        AFTER INSERT ON "stakeholder_feedback" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "stakeholder_feedback_update_data_version"
        AFTER UPDATE ON "stakeholder_feedback" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "suppliers" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "name" text not null, "risk_tier" text not null, "disclosure_score" real not null, "responded" integer default 0 not null, "country" text, "category" text, "name_key" text);

CREATE INDEX "suppliers_company_id_idx" on "suppliers" ("company_id");

CREATE INDEX "suppliers_company_name_idx" on "suppliers" ("company_id", "name");

CREATE UNIQUE INDEX "suppliers_company_name_key_unique" on "suppliers" ("company_id", "name_key");

CREATE TRIGGER "suppliers_delete_data_version"
        AFTER DELETE ON "suppliers" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "suppliers_insert_data_version"
        AFTER INSERT ON "suppliers" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "suppliers_update_data_version"
        AFTER UPDATE ON "suppliers" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "training_modules" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "title" text not null, "description" text not null, "category" text not null, "difficulty" text not null, "duration" integer not null, "content" text default '{}' not null, "is_required" integer default 0 not null, "completion_criteria" text default '{}' not null, "certificate_template" text default 'standard' not null, "created_at" text not null, "updated_at" text not null);

CREATE INDEX "training_modules_company_id_idx" on "training_modules" ("company_id");

CREATE TRIGGER "training_modules_delete_data_version"
        AFTER DELETE ON "training_modules" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "training_modules_insert_data_version"
        AFTER INSERT ON "training_modules" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "training_modules_update_data_version"
        AFTER UPDATE ON "training_modules" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "training_progress" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "user_id" integer not null references "users" ("id") on delete cascade, "module_id" integer not null references "training_modules" ("id") on delete cascade, "status" text not null, "progress_percentage" real default 0 not null, "time_spent" integer default 0 not null, "score" real, "certificate_issued" integer default 0 not null, "certificate_date" text, "started_at" text not null, "completed_at" text);

CREATE INDEX "training_progress_company_id_idx" on "training_progress" ("company_id");

CREATE TRIGGER "training_progress_delete_data_version"
        AFTER DELETE ON "training_progress" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "training_progress_insert_data_version"
        AFTER INSERT ON "training_progress" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE INDEX "training_progress_module_id_idx" on "training_progress" ("module_id");

CREATE TRIGGER "training_progress_update_data_version"
        AFTER UPDATE ON "training_progress" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE UNIQUE INDEX "training_progress_user_module_uq" on "training_progress" ("user_id", "module_id");

CREATE TABLE "users" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "username" text not null unique, "password_hash" text not null, "name" text not null, "created_at" text default CURRENT_TIMESTAMP not null);

CREATE TRIGGER "users_delete_data_version"
        AFTER DELETE ON "users" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "users_insert_data_version"
        AFTER INSERT ON "users" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "users_update_data_version"
        AFTER UPDATE ON "users" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "webhook_deliveries" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "endpoint_id" integer not null references "webhook_endpoints" ("id") on delete cascade, "event_id" integer not null references "webhook_events" ("id") on delete cascade, "status" text not null, "attempts" integer default 0 not null, "next_attempt_at" text, "claim" text, "last_response_status" integer, "last_error" text, "created_at" text not null, "delivered_at" text);

CREATE INDEX "webhook_deliveries_due_idx" on "webhook_deliveries" ("status", "next_attempt_at");

CREATE INDEX "webhook_deliveries_endpoint_idx" on "webhook_deliveries" ("endpoint_id", "id");

CREATE INDEX "webhook_deliveries_event_idx" on "webhook_deliveries" ("event_id");

CREATE TABLE "webhook_endpoints" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "url" text not null, "events" text not null, "secret" text not null, "created_by" integer, "created_at" text not null);

CREATE INDEX "webhook_endpoints_company_idx" on "webhook_endpoints" ("company_id");

CREATE TRIGGER "webhook_endpoints_delete_data_version"
        AFTER DELETE ON "webhook_endpoints" FOR EACH ROW WHEN OLD.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (OLD.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "webhook_endpoints_insert_data_version"
        AFTER INSERT ON "webhook_endpoints" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TRIGGER "webhook_endpoints_update_data_version"
        AFTER UPDATE ON "webhook_endpoints" FOR EACH ROW WHEN NEW.company_id IS NOT NULL
        BEGIN
          INSERT INTO company_data_versions (company_id, version) VALUES (NEW.company_id, 1)
          ON CONFLICT (company_id) DO UPDATE SET version = version + 1;
        END;

CREATE TABLE "webhook_events" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "event_id" text not null unique, "type" text not null, "data" text not null, "created_at" text not null);
