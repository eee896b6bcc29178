/**
 * Shared site form (spec 001 §2 "Site information tab", §5 "Create project form"; spec 002 §5 "Lite account").
 * Used by the create-project dialog, the lite location account dialog and the Site information tab.
 *
 * API — the sections live inside a react-hook-form <FormProvider>; your form's values extend SiteFormValues, and
 * the form is checked with the contract's schema of the request it sends (lib/contractResolver):
 *
 *   type MyForm = SiteFormValues & { Email: string };
 *   const form = useForm<MyForm>({
 *     defaultValues: { ...emptySiteValues, Email: '' },
 *     resolver: contractResolver(myRequestBody, toMyPayload, { rename: { BrandDetail: 'Brands' } }),
 *     shouldFocusError: false,                     // focus in screen order instead (below)
 *   });
 *   const formRef = useRef<HTMLFormElement>(null);
 *   <FormProvider {...form}>
 *     <form ref={formRef} noValidate onSubmit={form.handleSubmit(save, (e) => focusFirstInvalid(formRef.current, e))}>
 *       <SiteFieldsSection idPrefix="x" vat locationCode documentationOnly locked={false} />
 *       <BrandsSection idPrefix="x" />
 *       <ContactSection idPrefix="x" />
 *     </form>
 *   </FormProvider>
 *
 * - Field names: SiteName, Street, City, ZipCode, Country (ISO code), Region, VATNumber, LocationCode,
 *   DocumentationOnly, Brands [{ BrandId, ContractTypeId: number | '', SalesVolume: string }],
 *   Retailer_FullName, Retailer_EmailAddress, Retailer_Phone. Map them to your payload's names yourself
 *   (toBrandDetails() gives the contract's BrandDetails).
 * - Rules: the contract's body schemas (siteFieldProblems for the site and contact fields: France region,
 *   Germany location code, patterns; brandDetail for each brand), the same the server applies. Error messages
 *   are language keys; fieldMessage(t, error) shows them (server messages, type 'server', come translated).
 * - Text is upper-cased as typed, except the phone. Country comes from useMarkets(); the region select shows
 *   (and is required) only for France, and is cleared when another country is chosen.
 * - Focus: every field's wrapper has data-field="<path>"; focusFirstInvalid(formElement, errors) focuses the
 *   first invalid one in screen order. Give your own fields a data-field too.
 * - Server 400: applyServerErrors(answer.fields, form.setError, known, rename) places each message on its
 *   field ('BrandDetails.0.ContractTypeId' → 'Brands.0.ContractTypeId' with rename { BrandDetails: 'Brands' })
 *   and answers the messages it could not place; then call focusFirstInvalid with form.formState.errors
 *   (read after a tick, or pass the errors you just set — see the create dialog).
 * - Section props: idPrefix (element ids), locked (read-only), title (heading on/off); SiteFieldsSection also
 *   vat, locationCode (default true), documentationOnly, documentationOnlyLocked.
 */
export {
  applyServerErrors,
  emptySiteValues,
  fieldMessage,
  focusFirstInvalid,
  SITE_FORM_FIELDS,
  toBrandDetails,
  fromBrandDetails,
  type SiteBrandValue,
  type SiteFormValues,
} from './rules';
export { SiteFieldsSection, type SiteFieldsSectionProps } from './SiteFieldsSection';
export { BrandsSection, type BrandsSectionProps } from './BrandsSection';
export { ContactSection, type ContactSectionProps } from './ContactSection';
export { useContractTypes } from './api/getContractTypes';
