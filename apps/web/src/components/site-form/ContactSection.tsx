import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { grid, SectionTitle, SiteTextField } from './fields';

export interface ContactSectionProps {
  idPrefix: string;
  locked?: boolean;
  title?: boolean;
}

/** The site representative: full name, email, phone (phone is not upper-cased). */
export function ContactSection({ idPrefix, locked = false, title = true }: ContactSectionProps) {
  const { t } = useTranslation();
  const headingId = `${idPrefix}-contact-heading`;
  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined}>
      {title && <SectionTitle id={headingId}>{t('siteForm.contactSection')}</SectionTitle>}
      <Box sx={grid}>
        <SiteTextField
          idPrefix={idPrefix}
          name="Retailer_FullName"
          label={t('siteForm.fullName')}
          required
          locked={locked}
          autoComplete="off"
        />
        <SiteTextField
          idPrefix={idPrefix}
          name="Retailer_EmailAddress"
          label={t('siteForm.email')}
          required
          locked={locked}
          inputMode="email"
          autoComplete="off"
        />
        <SiteTextField
          idPrefix={idPrefix}
          name="Retailer_Phone"
          label={t('siteForm.phone')}
          required
          locked={locked}
          upper={false}
          type="tel"
          autoComplete="off"
        />
      </Box>
    </Box>
  );
}
