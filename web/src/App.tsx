/**
 * The application: gov.br DS layout (skip links, header, menu, main, footer) around the routes.
 * Paths are Portuguese (they are the addresses people see and the QR code's target):
 * /licencas, /verificar/<número>, /viabilidade, /leis, /leis/<município>, /leis/comparar, /entrar;
 * signed in: /pedidos, /pedidos/novo, /pedidos/<id> (applicant and official), /fila (officials),
 * /admin/usuarios, /admin/parametros and /admin/importar (administrators);
 * Field (branch webapp2): /denuncia and /denuncia/<protocolo> (public); /campo ("Hoje"),
 * /campo/tarefas/<id>, /campo/veiculo (its notice: /campo/veiculo/auto) and /campo/som (inspectors and the department);
 * /vistoria, /vistoria/<establishmentId> and /vistoria/<establishmentId>/auto (inspectors).
 * Branch webflow: /pareceres (the departments' opinions) and /admin/levantamentos (survey declarations).
 */
import { useCallback, useState } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { SessionProvider } from './auth/Session.tsx';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { Menu } from './components/Menu.tsx';
import { I18nProvider, useI18n } from './i18n/I18n.tsx';
import { ImportPlaces } from './pages/admin/ImportPlaces.tsx';
import { Parameters } from './pages/admin/Parameters.tsx';
import { Surveys } from './pages/admin/Surveys.tsx';
import { Users } from './pages/admin/Users.tsx';
import { ApplicationForm } from './pages/applicant/ApplicationForm.tsx';
import { ApplicationReview } from './pages/applications/ApplicationReview.tsx';
import { MyApplications, WorkQueue } from './pages/applications/Applications.tsx';
import { ComplaintStatusPage } from './pages/complaint/ComplaintStatus.tsx';
import { Complaint } from './pages/complaint/Complaint.tsx';
import { Compare } from './pages/Compare.tsx';
import { Roadside } from './pages/field/Roadside.tsx';
import { Sound } from './pages/field/Sound.tsx';
import { Task } from './pages/field/Task.tsx';
import { Today } from './pages/field/Today.tsx';
import { Home } from './pages/Home.tsx';
import { Inspection } from './pages/inspector/Inspection.tsx';
import { InspectionStart } from './pages/inspector/InspectionStart.tsx';
import { Notice } from './pages/inspector/Notice.tsx';
import { RoadsideNotice } from './pages/field/RoadsideNotice.tsx';
import { LawBrowser } from './pages/LawBrowser.tsx';
import { Laws } from './pages/Laws.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { Distributors } from './pages/distributors/Distributors.tsx';
import { Opinions } from './pages/opinions/Opinions.tsx';
import { Registry } from './pages/Registry.tsx';
import { SignIn } from './pages/SignIn.tsx';
import { Verify } from './pages/Verify.tsx';
import { Viability } from './pages/Viability.tsx';

function Layout() {
  const { t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="glp-app">
      <nav className="br-skiplink" aria-label={t('app.skip')}>
        <a className="br-item" href="#main-content">
          {t('app.skip')}
        </a>
        <a className="br-item" href="#menu-trigger">
          {t('app.skipMenu')}
        </a>
      </nav>
      <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} />
      <Menu open={menuOpen} onClose={close} />
      <main className="container-lg glp-main" id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

export function App() {
  return (
    <I18nProvider>
      <SessionProvider>
        <BrowserRouter>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<Home />} />
              <Route path="licencas" element={<Registry />} />
              <Route path="verificar" element={<Verify />} />
              <Route path="verificar/:number" element={<Verify />} />
              <Route path="viabilidade" element={<Viability />} />
              <Route path="leis" element={<Laws />} />
              <Route path="leis/comparar" element={<Compare />} />
              <Route path="leis/:municipality" element={<LawBrowser />} />
              <Route path="entrar" element={<SignIn />} />
              <Route path="pedidos" element={<MyApplications />} />
              <Route path="pedidos/novo" element={<ApplicationForm />} />
              <Route path="pedidos/:id" element={<ApplicationReview />} />
              <Route path="fila" element={<WorkQueue />} />
              <Route path="admin/usuarios" element={<Users />} />
              <Route path="admin/parametros" element={<Parameters />} />
              <Route path="admin/importar" element={<ImportPlaces />} />
              <Route path="denuncia" element={<Complaint />} />
              <Route path="denuncia/:protocol" element={<ComplaintStatusPage />} />
              <Route path="campo" element={<Today />} />
              <Route path="campo/tarefas/:id" element={<Task />} />
              <Route path="campo/veiculo" element={<Roadside />} />
              <Route path="campo/veiculo/auto" element={<RoadsideNotice />} />
              <Route path="campo/som" element={<Sound />} />
              <Route path="vistoria" element={<InspectionStart />} />
              <Route path="vistoria/:establishmentId" element={<Inspection />} />
              <Route path="vistoria/:establishmentId/auto" element={<Notice />} />
              <Route path="pareceres" element={<Opinions />} />
              <Route path="distribuidoras" element={<Distributors />} />
              <Route path="admin/levantamentos" element={<Surveys />} />
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </SessionProvider>
    </I18nProvider>
  );
}
