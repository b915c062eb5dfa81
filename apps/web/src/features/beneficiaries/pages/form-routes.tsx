/** The add and edit pages of each kind of payee, as the route table names them. */
import { BeneficiaryFormPage } from './beneficiary-form-page';

export const AddWithinBankBeneficiaryPage = () => <BeneficiaryFormPage type="WITHINBANK" mode="add" />;
export const AddNationalBeneficiaryPage = () => <BeneficiaryFormPage type="LOCAL" mode="add" />;
export const AddInternationalBeneficiaryPage = () => <BeneficiaryFormPage type="INTERNATIONAL" mode="add" />;
export const EditWithinBankBeneficiaryPage = () => <BeneficiaryFormPage type="WITHINBANK" mode="update" />;
export const EditNationalBeneficiaryPage = () => <BeneficiaryFormPage type="LOCAL" mode="update" />;
export const EditInternationalBeneficiaryPage = () => (
  <BeneficiaryFormPage type="INTERNATIONAL" mode="update" />
);
