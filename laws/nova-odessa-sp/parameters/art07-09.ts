/** Nova Odessa — dated parameters of arts. 7–9: covered areas and general duties, signs, extinguishers, Annex I, stacking. */
import type { ParameterDef } from '../../../src/core/types.ts';
import { LAW_DATE } from './art04-06.ts';

export const safetyParameters: ParameterDef[] = [
  // --- Art. 7 § 1º: covered areas and general duties --------------------------------------------
  {
    id: 'min-ceiling-height',
    unit: 'm',
    description: { pt: 'Pé-direito mínimo da área de armazenamento coberta', en: 'Minimum ceiling height of a covered storage area' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 2.5, cite: 'art7-par1', note: '"no mínimo 2,50 m de pé direito"' }],
  },
  {
    id: 'min-clearance-above-stack',
    unit: 'm',
    description: {
      pt: 'Espaço livre mínimo entre o topo da pilha e a cobertura',
      en: 'Minimum free space between the top of the stack and the roof',
    },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1.2, cite: 'art7-par1', note: '"observar permanentemente 1,20 m de espaço livre"' }],
  },
  {
    id: 'drain-free-distance',
    unit: 'm',
    description: {
      pt: 'Faixa em torno da área de armazenamento sem aberturas de águas pluviais, esgotos, canaletas, ralos ou rebaixos',
      en: 'Band around the storage area free of rainwater or sewer openings, channels, drains or recesses',
    },
    required: '>',
    values: [
      {
        from: LAW_DATE,
        value: 3,
        cite: 'art7-par1-I',
        note: '"no piso da área de armazenamento e até uma distância de 3,00 m desta": an opening at 3,00 m or less is forbidden.',
      },
    ],
  },
  {
    id: 'max-stack-full',
    unit: 'count',
    description: {
      pt: 'Empilhamento máximo de recipientes cheios ou parcialmente utilizados de até 13 kg',
      en: 'Maximum stack of full or partly used containers of up to 13 kg',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 4, cite: 'art7-par1-III', note: '"empilhamento máximo de 4 unidades"' }],
  },
  {
    id: 'max-stack-empty',
    unit: 'count',
    description: { pt: 'Empilhamento máximo de recipientes vazios', en: 'Maximum stack of empty containers' },
    required: '<=',
    values: [{ from: LAW_DATE, value: 5, cite: 'art7-par1-IV', note: '"permitindo-se aos vazios o empilhamento de até 5 unidades"' }],
  },
  {
    id: 'empty-stack-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Vazios a que vale o empilhamento de até 5 unidades (art. 7º, § 1º, IV): todos ou só os de até 13 kg, como os cheios do inciso III',
      en: 'Empties the stack of up to 5 applies to (art. 7 § 1 IV): all, or only those of up to 13 kg, like the full ones of item III',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'all-empties',
        cite: 'art7-par1-IV',
        note: 'Item IV says "permitindo-se aos vazios o empilhamento de até 5 unidades" with no capacity, where item III limits "recipientes … de capacidade nominal igual ou inferior a 13 kg" to 4: the default reads the 5 for every empty container. Its closing words "observados os mesmos cuidados aos recipientes cheios" can also be read as giving the empties the scope of item III (up to stack-max-container-kg); then empties of 20 kg and more have no stack limit in this item.',
      },
    ],
    alternatives: [
      {
        value: 'all-empties',
        description: {
          pt: 'todos os vazios, qualquer que seja a capacidade ("aos vazios")',
          en: 'every empty container, whatever its capacity ("aos vazios")',
        },
      },
      {
        value: 'up-to-13kg',
        description: {
          pt: 'só os vazios de até 13 kg, como os cheios do inciso III ("observados os mesmos cuidados aos recipientes cheios")',
          en: 'only empties of up to 13 kg, like the full ones of item III ("observados os mesmos cuidados aos recipientes cheios")',
        },
      },
    ],
  },
  {
    id: 'stack-max-container-kg',
    unit: 'kg',
    description: {
      pt: 'Capacidade até a qual valem os limites de empilhamento de cheios e de altura',
      en: 'Capacity up to which the full-stack and height limits apply',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 13, cite: 'art7-par1-III', note: '"igual ou inferior a 13 kg" (also art. 9 § 3º)' }],
  },
  {
    id: 'class-sign-class-reading',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Placa do art. 7º, § 1º, VI: a classe indicada deve ser a da quantidade armazenada ou pedida, ou pode ser maior',
      en: 'Sign of art. 7 § 1 VI: must the class stated be that of the quantity stored or requested, or may it be higher',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'not-below',
        cite: 'art7-par1-VI',
        note: 'The sign states "a classe de instalação de armazenamento e o limite máximo de recipientes … que a instalação está apta a armazenar": what the installation is fit to store, not the stock of the day. A class below the one art. 5 gives the quantity stored or requested understates the installation (it holds more than the sign allows): violated, both classes shown. A higher class is read as the capacity the installation is fit for, if the storage area reaches the minimum area of that class (art. 5, b: a class is its capacity and its area); the finding says so and the other requirements checked stay those of the class of the quantity. A higher class whose area the installation lacks is violated. The limits stated are compared with those of the class the sign states (13 kg: art. 5 § 1º; other capacities: the class kg ÷ the capacity, rounded down).',
      },
    ],
    alternatives: [
      {
        value: 'not-below',
        description: {
          pt: 'a classe indicada não pode ser menor que a da quantidade; uma classe maior é a capacidade para que a instalação está apta',
          en: 'the class stated may not be below that of the quantity; a higher class is the capacity the installation is fit for',
        },
      },
      {
        value: 'exact',
        description: {
          pt: 'a classe indicada deve ser exatamente a que o art. 5º dá à quantidade armazenada ou pedida',
          en: 'the class stated must be exactly the one art. 5 gives the quantity stored or requested',
        },
      },
    ],
  },
  {
    id: 'art7-par1-items-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Incisos I a VIII do art. 7º, § 1º: deveres gerais da área de armazenamento ou só da área coberta',
      en: 'Items I to VIII of art. 7 § 1: general duties of every storage area or only of a covered one',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'general-duties',
        cite: 'art7-par1',
        note: 'Default: the items hang grammatically on "quando coberta", but none concerns a roof (drains within 3 m, floor marking, stacking 4 full / 5 empty, storing only inside the area, class sign, explosion-proof electrics, no strangers) and the same duties follow from arts. 3, 5 and 8 for open areas; read as general duties (shared/design/law-notes.md). Only the caput of § 1º (ceiling 2,50 m, clearance 1,20 m, roof material) depends on the area being covered.',
      },
    ],
    alternatives: [
      {
        value: 'general-duties',
        description: {
          pt: 'incisos I–VIII valem para toda área de armazenamento; só o caput do § 1º (pé-direito, espaço livre, cobertura) depende de a área ser coberta',
          en: 'items I–VIII apply to every storage area; only the caput of § 1 (ceiling, clearance, roof) depends on the area being covered',
        },
      },
      {
        value: 'only-when-covered',
        description: {
          pt: 'leitura literal: incisos I–VIII só valem quando a área é coberta',
          en: 'literal reading: items I–VIII apply only when the area is covered',
        },
      },
    ],
  },

  // --- Art. 8: signs, extinguishers, detection ------------------------------------------------
  {
    id: 'warning-signs-class-I-II',
    unit: 'count',
    description: { pt: 'Placas de advertência, classes I e II', en: 'Warning signs, classes I and II' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1, cite: 'art8-I-a' }],
  },
  {
    id: 'warning-signs-class-III-IV',
    unit: 'count',
    description: { pt: 'Placas de advertência, classes III e IV', en: 'Warning signs, classes III and IV' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 2, cite: 'art8-I-b' }],
  },
  {
    id: 'warning-signs-class-V-VI',
    unit: 'count',
    description: { pt: 'Placas de advertência, demais classes (V e VI)', en: 'Warning signs, the other classes (V and VI)' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 4, cite: 'art8-I-c', note: '"demais classes"' }],
  },
  {
    id: 'extinguisher-kg-class-I',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classe I', en: 'Total dry chemical, class I' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 8, cite: 'art8-II-a' }],
  },
  {
    id: 'extinguisher-kg-class-II',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classe II', en: 'Total dry chemical, class II' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 24, cite: 'art8-II-b' }],
  },
  {
    id: 'extinguisher-units-class-II',
    unit: 'count',
    description: { pt: 'Número mínimo de extintores, classe II', en: 'Minimum number of extinguishers, class II' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 2, cite: 'art8-II-b' }],
  },
  {
    id: 'extinguisher-kg-class-III',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classe III', en: 'Total dry chemical, class III' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 48, cite: 'art8-II-c' }],
  },
  {
    id: 'extinguisher-units-class-III',
    unit: 'count',
    description: { pt: 'Número mínimo de extintores, classe III', en: 'Minimum number of extinguishers, class III' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 4, cite: 'art8-II-c' }],
  },
  {
    id: 'extinguisher-kg-class-IV-VI',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classes IV, V e VI', en: 'Total dry chemical, classes IV, V and VI' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 96, cite: 'art8-II-d' }],
  },
  {
    id: 'extinguisher-units-class-IV-VI',
    unit: 'count',
    description: { pt: 'Número mínimo de extintores, classes IV, V e VI', en: 'Minimum number of extinguishers, classes IV, V and VI' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 8, cite: 'art8-II-d' }],
  },
  {
    id: 'gas-detection-classes',
    unit: 'none',
    description: { pt: 'Classes que exigem detecção de vazamento de GLP', en: 'Classes requiring GLP leak detection' },
    values: [{ from: LAW_DATE, value: ['III', 'IV', 'V', 'VI'], cite: 'art8-III', note: '"classe III e superiores"' }],
  },
  {
    id: 'gas-detection-max-lel-percent',
    unit: 'percent',
    description: {
      pt: 'Concentração máxima em que a detecção de vazamento deve alarmar, em % do limite inferior de explosividade (LIE)',
      en: 'Highest concentration at which leak detection must alarm, in % of the lower explosive limit (LEL)',
    },
    required: '<=',
    values: [
      {
        from: LAW_DATE,
        value: 10,
        cite: 'art8-III',
        note: '"operando a um densidade máxima de 1/10 do limite inferior de explosividade": 1/10 = 10 % of the LEL, itself allowed ("máxima"). The input gives a fraction (safety.gasDetectionAlarmLelFraction, 0.1 = 10 %).',
      },
    ],
  },
  {
    id: 'gas-detection-max-alarm-seconds',
    unit: 'none',
    description: {
      pt: 'Tempo máximo para o alarme da detecção de vazamento (segundos)',
      en: 'Longest time for the leak detection to alarm (seconds)',
    },
    required: '<=',
    values: [
      {
        from: LAW_DATE,
        value: 3,
        cite: 'art8-III',
        note: '"permitindo o alarme dentro de três (3) segundos": 3 s itself complies ("dentro de").',
      },
    ],
  },
  {
    id: 'art8-V-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 8º, V: quais instalações de armazenamento devem manter balança para conferência de peso',
      en: 'Art. 8 V: which storage installations must keep a scale for weight checks',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'every-installation',
        cite: 'art8-V',
        note: 'Default: the caput binds "A instalação de armazenamento de recipientes transportáveis de GLP" and item V says "Manter no local das instalações de armazenamento, balança": every classed installation of art. 5, whoever holds it. "para eventual conferência de peso, quando solicitada pelo consumidor" says what the scale is for and when it is used, not who keeps it; the holder of an installation that only stores is itself the consumer of what is delivered to it.',
      },
    ],
    alternatives: [
      {
        value: 'every-installation',
        description: {
          pt: 'toda instalação de armazenamento classificada (art. 5º), venda ou não GLP (texto do caput e do inciso)',
          en: 'every classed storage installation (art. 5), whether or not it sells GLP (the words of the caput and the item)',
        },
      },
      {
        value: 'sale-installations',
        description: {
          pt: 'só a instalação de revenda (posto fixo): a conferência é "solicitada pelo consumidor" a quem vende',
          en: 'only a resale installation (fixed outlet): the check is "requested by the consumer" of the one who sells',
        },
      },
    ],
  },

  // --- Art. 9: Annex I, fire wall, stacking ------------------------------------------------------
  {
    id: 'stacking-increase-percent',
    unit: 'percent',
    description: {
      pt: 'Acréscimo máximo da altura de empilhamento com estrados, parede corta-fogo e equipamento apropriado',
      en: 'Maximum increase of stacking height with pallets, a fire wall and suitable equipment',
    },
    values: [{ from: LAW_DATE, value: 50, cite: 'art9-par1', note: '"poderá ser acrescida em até 50%"' }],
  },
  {
    id: 'stacking-fire-wall-height',
    unit: 'm',
    description: {
      pt: 'Altura da parede corta-fogo acima do topo da pilha mais alta, para o acréscimo de empilhamento',
      en: 'Fire wall height above the top of the highest stack, for the stacking increase',
    },
    required: '>',
    values: [
      { from: LAW_DATE, value: 1.5, cite: 'art9-par1', note: '"com altura superior a 1,50 m em relação ao topo da pilha mais alta"' },
    ],
  },
  {
    id: 'stacking-increase-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'A que limites de empilhamento se aplica o acréscimo de 50% do art. 9º, § 1º',
      en: 'Which stacking limits the 50 % increase of art. 9 § 1 applies to',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'all-stack-limits',
        cite: 'art9-par1',
        note: 'Default: § 1º raises "a altura de empilhamento ... admitida nesta Lei", i.e. every stacking limit of the law: 4 full / 5 empty (art. 7 § 1º III–IV, in whole units) and 1,50 m (art. 9 § 3º).',
      },
    ],
    alternatives: [
      {
        value: 'all-stack-limits',
        description: {
          pt: 'todos os limites de empilhamento: 4 cheios e 5 vazios (art. 7º, § 1º, III–IV) e 1,50 m (art. 9º, § 3º)',
          en: 'every stacking limit: 4 full and 5 empty (art. 7 § 1 III–IV) and 1.50 m (art. 9 § 3)',
        },
      },
      {
        value: 'unit-limits-only',
        description: {
          pt: 'só os limites em unidades do art. 7º, § 1º, III–IV; a altura de 1,50 m do art. 9º, § 3º não se altera',
          en: 'only the unit limits of art. 7 § 1 III–IV; the 1.50 m height of art. 9 § 3 stays',
        },
      },
    ],
  },
  {
    id: 'annex-fire-wall-height',
    unit: 'm',
    description: {
      pt: 'Altura da parede corta-fogo acima do topo da pilha mais alta, para reduzir as distâncias do Anexo I',
      en: 'Fire wall height above the top of the highest stack, to reduce the Annex I distances',
    },
    required: '>',
    values: [
      { from: LAW_DATE, value: 1.5, cite: 'art9-par2', note: '"com altura superior a 1,50 m em relação ao topo da pilha mais alta"' },
    ],
  },
  {
    id: 'annex-reduction-percent',
    unit: 'percent',
    description: {
      pt: 'Redução das distâncias do Anexo I com parede corta-fogo',
      en: 'Reduction of the Annex I distances with a fire wall',
    },
    values: [{ from: LAW_DATE, value: 50, cite: 'art9-par2', note: '"poderão se reduzidas em 50%"' }],
  },
  {
    id: 'annex-reduced-min-distance',
    unit: 'm',
    description: { pt: 'Distância mínima após a redução do art. 9º, § 2º', en: 'Minimum distance after the art. 9 § 2 reduction' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1.0, cite: 'art9-par2', note: '"limitadas ao mínimo de 1,00 m"' }],
  },
  {
    id: 'max-stack-height-small-class-I-II',
    unit: 'm',
    description: {
      pt: 'Altura máxima de empilhamento de recipientes de até 13 kg nas classes I e II',
      en: 'Maximum stacking height of containers of up to 13 kg in classes I and II',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 1.5, cite: 'art9-par3', note: '"limitado a uma altura máxima de 1,50 m"' }],
  },
];
