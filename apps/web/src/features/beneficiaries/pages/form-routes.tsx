/** The add and edit pages of each kind of payee, as the route table names them. */
import { AddBeneficiaryPage } from './add-beneficiary-page';
import { EditBeneficiaryPage } from './edit-beneficiary-page';

export const AddWithinBankBeneficiaryPage = () => <AddBeneficiaryPage type="WITHINBANK" />;
export const AddNationalBeneficiaryPage = () => <AddBeneficiaryPage type="LOCAL" />;
export const AddInternationalBeneficiaryPage = () => <AddBeneficiaryPage type="INTERNATIONAL" />;
export const EditWithinBankBeneficiaryPage = () => <EditBeneficiaryPage type="WITHINBANK" />;
export const EditNationalBeneficiaryPage = () => <EditBeneficiaryPage type="LOCAL" />;
export const EditInternationalBeneficiaryPage = () => <EditBeneficiaryPage type="INTERNATIONAL" />;
