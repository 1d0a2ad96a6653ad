import type { PagesContent } from '../page-content'

export const pages: PagesContent = {
  about: {
    title: 'Sobre a Malewa',
    description: 'A Malewa liga quem compra nas cidades africanas a quem cultiva a sua comida: produtos frescos, entrega ou recolha, dinheiro móvel ou numerário.',
    intro: 'A Malewa é um mercado de produtos locais: em Joanesburgo, Nairobi, Lagos, Acra, Kigali e Casablanca, compra legumes, fruta, ovos e mel diretamente aos agricultores da região.',
    sections: [
      {
        heading: 'Porque existimos',
        paragraphs: [
          'Grande parte do que se cultiva à volta das nossas cidades passa por vários intermediários antes de chegar à cozinha: chega menos fresco, mais caro, e o agricultor quase nada ganha.',
          'A Malewa encurta essa cadeia. Os agricultores publicam o que colhem, definem os seus preços e dias de entrega, e vendem diretamente a quem cozinha.',
        ],
      },
      {
        heading: 'Como funciona',
        paragraphs: [
          'Escolhe entre os agricultores perto de si e enche o seu cesto. O agricultor colhe e prepara a sua encomenda para o próximo dia de entrega. Levanta-a num ponto de recolha, ou recebe-a em casa se morar numa das zonas de entrega do agricultor, e paga com dinheiro móvel ou em numerário na entrega.',
        ],
      },
      {
        heading: 'Pensada para a vida real',
        paragraphs: [
          'A rede falha e os dados são caros, por isso a Malewa funciona sem ligação: o seu cesto fica no telemóvel e sincroniza-se quando a rede volta. A loja é leve, funciona em telemóveis modestos e fala português, inglês, francês, espanhol, árabe e suaíli.',
        ],
      },
      {
        heading: 'O que oferecemos hoje',
        paragraphs: ['Hoje a Malewa é um mercado agrícola: produtos frescos de agricultores locais. Concentramo-nos nisso para que cada encomenda chegue fresca, no dia prometido.'],
      },
    ],
  },

  career: {
    title: 'Trabalhar na Malewa',
    description: 'Junte-se a uma equipa pequena, com trabalho remoto, que constrói um mercado de produtos locais para cidades africanas. Funções e como candidatar-se.',
    intro:
      'Somos uma equipa pequena espalhada por várias cidades africanas e queremos que seja fácil para os agricultores vender e para as famílias comer bem. Contratamos com cuidado e gostamos sempre de ouvir pessoas que partilham estes valores.',
    sections: [
      {
        heading: 'Como trabalhamos',
        paragraphs: [
          'A maioria trabalha à distância, a partir de Joanesburgo, Nairobi, Lagos, Acra, Kigali ou Casablanca, e encontramo-nos quando faz sentido. Pomos tudo por escrito, fazemos reuniões curtas, vamos ao terreno com agricultores e estafetas, e testamos o nosso trabalho em telemóveis modestos e redes instáveis.',
        ],
      },
      {
        heading: 'As funções para que contratamos',
        paragraphs: [
          'Engenharia: desenvolvimento web que funciona sem ligação, serviços de back-end e integração de pagamentos com os operadores de dinheiro móvel.',
          'Operações: coordenadores de cidade que acolhem novos agricultores, organizam os pontos de recolha e planeiam as rotas com os estafetas.',
          'Apoio e comunidade: pessoas que respondem a clientes e agricultores na sua língua e transformam as suas opiniões em melhorias. De vez em quando abrimos também vagas em design, tradução e qualidade alimentar.',
        ],
      },
      {
        heading: 'Como candidatar-se',
        paragraphs: [
          'Escreva para careers@malewa.example a contar quem é, em que cidade vive, que trabalho gostaria de fazer e que línguas fala. Junte um CV ou uma ligação para um trabalho de que se orgulhe.',
          'Não precisa de esperar por uma vaga: lemos todas as mensagens e respondemos a cada uma, mesmo quando não há vagas abertas.',
        ],
      },
      {
        heading: 'O que esperar',
        paragraphs: [
          'Se houver afinidade, começamos com uma conversa, seguida de um breve exercício prático baseado em trabalho real e de uma última conversa com os seus futuros colegas. Em cada etapa dizemos-lhe claramente em que ponto está.',
        ],
      },
    ],
  },

  contact: {
    title: 'Contacte-nos',
    description: 'Uma dúvida sobre uma encomenda, uma entrega ou como vender na Malewa? Use o formulário abaixo ou escreva para support@malewa.example.',
    intro: 'Seja cliente ou agricultor, gostamos de ter notícias suas: cada mensagem é lida por uma pessoa da nossa equipa.',
    sections: [
      {
        heading: 'Escreva-nos',
        paragraphs: [
          'A forma mais rápida é o formulário abaixo: indique o seu nome, como podemos contactá-lo e do que precisa. Se for sobre uma encomenda, acrescente o número que aparece na sua lista de encomendas.',
          'Também pode escrever para support@malewa.example a partir de qualquer endereço de e-mail.',
        ],
      },
      {
        heading: 'Quando respondemos',
        paragraphs: ['Respondemos no prazo de um dia útil e, sempre que possível, na língua em que nos escreveu. As mensagens sobre uma encomenda prevista para hoje ou amanhã são tratadas primeiro.'],
      },
      {
        heading: 'Outros endereços',
        paragraphs: [
          'Para questões sobre os seus dados pessoais ou para pedir que os apaguemos: privacy@malewa.example. Para se juntar à equipa: careers@malewa.example. Os agricultores que querem vender podem inscrever-se na página «Junte-se à nossa incrível lista de agricultores».',
        ],
      },
    ],
  },

  foodsafety: {
    title: 'Segurança alimentar',
    description: 'Como os agricultores e estafetas da Malewa protegem os seus alimentos da colheita à cozinha, e como lavar e guardar fruta, legumes e ovos em casa.',
    intro: 'Na Malewa os alimentos percorrem distâncias curtas, mas cada etapa exige cuidado. Eis o que pedimos aos agricultores e estafetas, e o que pode fazer em casa.',
    sections: [
      {
        heading: 'Verificação dos agricultores',
        paragraphs: [
          'Antes de um agricultor poder vender, a nossa equipa local visita a propriedade ou encontra-se com o agricultor, vê como os produtos são cultivados, lavados e embalados, e confirma que a água de lavagem é limpa.',
        ],
      },
      {
        heading: 'Colheita e embalagem',
        paragraphs: [
          'Os agricultores colhem o mais perto possível do dia de entrega, embalam em recipientes limpos próprios para alimentos e mantêm os produtos longe de químicos, combustível e animais. Cada encomenda leva o nome do cliente e o seu número.',
        ],
      },
      {
        heading: 'Manter o frio',
        paragraphs: [
          'Verduras de folha, ervas aromáticas e outros produtos perecíveis ficam à sombra, ou em geleiras e frigoríficos quando existem. Os estafetas transportam as encomendas em sacos térmicos fechados e entregam-nas no próprio dia.',
          'Levante as suas encomendas no dia anunciado: alimentos que ficam muito tempo à espera num ponto de recolha perdem depressa a frescura.',
        ],
      },
      {
        heading: 'Lavar os produtos em casa',
        paragraphs: [
          'Lave fruta e legumes em água corrente limpa mesmo antes de os comer ou cozinhar, e não antes de os guardar. Escove os produtos firmes, como cenouras e batatas, retire as folhas exteriores de couves e alfaces e, se a água da torneira não for potável, use água fervida ou tratada para tudo o que se come cru.',
        ],
      },
      {
        heading: 'Ovos',
        paragraphs: [
          'Os nossos agricultores não lavam os ovos, o que preserva a sua camada protetora natural. Guarde-os num local fresco ou no frigorífico, com o bico para baixo, e lave-os só antes de os usar. Deite fora ovos rachados ou sujos e, para crianças pequenas, idosos e grávidas, cozinhe-os até a gema ficar firme.',
        ],
      },
      {
        heading: 'Se algo correr mal',
        paragraphs: [
          'Não coma um produto que chegue danificado ou estragado. Tire uma fotografia e contacte-nos no prazo de 24 horas: reembolsamos ou substituímos o produto e analisamos o caso com o agricultor, que sai do mercado se as falhas se repetirem.',
        ],
      },
    ],
  },

  help: {
    title: 'Ajuda',
    description: 'Respostas às perguntas frequentes sobre a Malewa: dias de entrega, pontos de recolha, quantidades mínimas, dinheiro móvel, uso sem ligação e cancelamentos.',
    intro: 'Respostas rápidas sobre encomendas, pagamentos, entregas e recolhas. Não encontra a sua? Escreva para support@malewa.example: respondemos no prazo de um dia útil.',
    sections: [
      {
        heading: 'Encomendar em quatro passos',
        paragraphs: [
          'Escolha a sua cidade, encha o cesto, opte por entrega ou recolha e pelo dia, e confirme pagando com dinheiro móvel ou em numerário na entrega. Acompanhe cada encomenda na sua lista de encomendas.',
        ],
      },
      {
        heading: 'Entrega e recolha',
        paragraphs: [
          'Cada agricultor define os seus dias de entrega e as zonas de entrega que cobre. Se a sua morada estiver numa delas, a encomenda pode ser-lhe entregue; caso contrário, ou se preferir, levante-a num dos pontos de recolha desse agricultor.',
        ],
      },
      {
        heading: 'Precisa de mais ajuda?',
        paragraphs: ['Use o formulário da nossa página de contacto ou escreva para support@malewa.example. Se a pergunta for sobre uma encomenda, indique o seu número.'],
      },
    ],
    faqs: [
      {
        question: 'Como faço uma encomenda?',
        answer:
          'Veja os agricultores da sua cidade, junte produtos ao cesto, escolha entrega ou recolha e o dia, e confirme. A encomenda aparece na sua lista com o estado «efetuada» até o agricultor começar a prepará-la.',
      },
      {
        question: 'Quando chega a minha encomenda?',
        answer:
          'No próximo dia de entrega do agricultor. Cada agricultor mostra os seus dias de entrega e a hora limite para encomendar; o que for encomendado depois dessa hora passa para o dia de entrega seguinte.',
      },
      {
        question: 'Qual é a diferença entre zona de entrega e ponto de recolha?',
        answer:
          'Numa zona de entrega, o agricultor ou um estafeta leva a encomenda até à sua porta. Um ponto de recolha é um local fixo, como uma loja ou uma banca de mercado, onde a levanta no dia de entrega; costuma ser mais barato e funciona também fora das zonas de entrega.',
      },
      {
        question: 'Porque há uma quantidade mínima?',
        answer:
          'Alguns produtos só se vendem ao molho, à bandeja ou ao quilo, e alguns agricultores definem um valor mínimo para entregar, para que a viagem compense. O mínimo aparece no produto e na finalização da compra, antes de confirmar.',
      },
      {
        question: 'Como posso pagar?',
        answer:
          'Com dinheiro móvel (M-Pesa, MTN MoMo ou Airtel Money, conforme o que existir na sua cidade) ou em numerário quando recebe ou levanta a encomenda. Nunca pedimos nem guardamos números de cartão.',
      },
      {
        question: 'Pagar com dinheiro móvel é seguro?',
        answer:
          'Sim. Aprova o pagamento no seu próprio telemóvel com o seu PIN, e o operador envia-nos apenas uma confirmação. A Malewa nunca vê o seu PIN: não o partilhe com ninguém, nem com quem diga trabalhar para a Malewa.',
      },
      {
        question: 'Posso usar a Malewa sem ligação?',
        answer:
          'Sim. Os produtos que já viu continuam disponíveis e o seu cesto fica guardado no telemóvel. Quando a ligação volta, o cesto sincroniza-se, os preços e o stock são verificados de novo, e pode confirmar a encomenda.',
      },
      {
        question: 'Como cancelo uma encomenda?',
        answer:
          'Enquanto o estado ainda for «efetuada», abra a encomenda na sua lista e cancele-a. Depois de o agricultor começar a prepará-la, já não é possível cancelar na aplicação: contacte-nos e veremos com o agricultor o que se pode fazer.',
      },
      {
        question: 'E se um produto não estiver disponível?',
        answer:
          'As colheitas variam. Se faltar alguma coisa, o agricultor pode propor um produto semelhante ao mesmo preço ou mais barato, ou retirá-lo. Só paga o que recebe, e o dinheiro móvel pago por artigos em falta é reembolsado.',
      },
      {
        question: 'E se algo chegar danificado ou estragado?',
        answer: 'Não o coma. Tire uma fotografia e contacte-nos no prazo de 24 horas com o número da encomenda: reembolsamos ou substituímos o artigo.',
      },
      {
        question: 'Como mudo de língua?',
        answer: 'Use o menu de línguas no topo da página. A Malewa está disponível em português, inglês, francês, espanhol, árabe e suaíli, e lembra-se da sua escolha neste aparelho.',
      },
      {
        question: 'Sou agricultor. Como posso vender na Malewa?',
        answer:
          'Vá à página «Junte-se à nossa incrível lista de agricultores» e fale-nos da sua produção. A nossa equipa na sua cidade vai contactá-lo, visitá-lo e ajudá-lo a definir os seus produtos, preços e dias de entrega.',
      },
    ],
  },

  partnership: {
    title: 'Seja parceiro da Malewa',
    description: 'Agricultores, cooperativas, estafetas e ONG: trabalhem com a Malewa para levar alimentos locais frescos a mais casas nas cidades africanas.',
    intro: 'A Malewa existe graças a quem cultiva, transporta e defende a comida local. Se quer chegar a mais clientes ou reforçar o sistema alimentar da sua cidade, vamos trabalhar juntos.',
    sections: [
      {
        heading: 'Agricultores',
        paragraphs: [
          'Define os seus preços, as quantidades mínimas, os dias de entrega e as zonas que serve. Nós trazemos-lhe clientes, tratamos das encomendas e dos pagamentos, e pagamos-lhe o que vende.',
          'Para começar, vá à página «Junte-se à nossa incrível lista de agricultores» e fale-nos da sua produção e do que cultiva. A nossa equipa local vai contactá-lo para o visitar.',
        ],
      },
      {
        heading: 'Cooperativas',
        paragraphs: [
          'Uma cooperativa pode vender com um só nome, enquanto cada membro fornece parte da colheita. Ajudamos a juntar encomendas, partilhar pontos de recolha e registar quem forneceu o quê, para que cada membro receba o que é justo.',
        ],
      },
      {
        heading: 'Estafetas',
        paragraphs: [
          'Trabalhamos com estafetas independentes e pequenas empresas de entregas que conhecem os seus bairros. Recebem rotas planeadas de acordo com os dias de entrega dos agricultores, sacos térmicos e pagamento por entrega em dinheiro móvel.',
        ],
      },
      {
        heading: 'ONG e grupos comunitários',
        paragraphs: [
          'Somos parceiros de organizações que apoiam pequenos produtores, formam jovens na agricultura ou melhoram a nutrição nas cidades. Juntos podemos dar formação em higiene e embalagem, abrir pontos de recolha nos bairros ou ajudar novos agricultores a vender online.',
        ],
      },
      {
        heading: 'Entrar em contacto',
        paragraphs: [
          'Os agricultores inscrevem-se na página «Junte-se à nossa incrível lista de agricultores». Cooperativas, estafetas e organizações podem usar o formulário da nossa página de contacto ou escrever para support@malewa.example com «Parceria» e a sua cidade no assunto.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de privacidade',
    description: 'Que dados pessoais a Malewa guarda e porquê, o que fica no seu aparelho, que cookies usamos e como pedir a eliminação dos seus dados.',
    intro: 'Recolhemos apenas o necessário para lhe fazer chegar a encomenda e nunca vendemos os seus dados. Aqui explicamos o que guardamos e as escolhas que tem.',
    sections: [
      {
        heading: 'O que guardamos',
        paragraphs: [
          'O seu nome, número de telemóvel e endereço de e-mail, as moradas de entrega que guarda e as suas encomendas: o que comprou, a que agricultor, quando, como pagou e se escolheu entrega ou recolha.',
          'Nunca guardamos números de cartão. No dinheiro móvel, é o operador que trata do pagamento; nós guardamos apenas a referência da transação e o valor.',
        ],
      },
      {
        heading: 'Para que os usamos',
        paragraphs: [
          'Para receber e entregar as suas encomendas, permitir-lhe iniciar sessão, contactá-lo sobre uma encomenda e responder às suas perguntas. Números anónimos e agregados mostram-nos que produtos se vendem e onde abrir pontos de recolha.',
          'O agricultor e o estafeta que tratam da sua encomenda veem o seu nome, telemóvel e morada de entrega, apenas para essa encomenda.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Usamos poucos cookies, todos necessários para a loja funcionar: um lembra a sua língua, dois lembram o seu tema (cor e estilo dos cantos) e outros mantêm a sua sessão iniciada. Não usamos cookies de publicidade nem de rastreio.',
        ],
      },
      {
        heading: 'Dados no seu aparelho',
        paragraphs: [
          'Para funcionar sem ligação, a Malewa guarda o seu cesto, os agricultores e produtos que viu e as suas encomendas recentes no armazenamento do navegador do telemóvel. Pode apagá-los a qualquer momento, limpando os dados deste site nas definições do navegador.',
        ],
      },
      {
        heading: 'Durante quanto tempo',
        paragraphs: [
          'Guardamos os dados da sua conta enquanto ela estiver aberta. Os registos das encomendas são guardados durante o tempo exigido pelas regras fiscais e contabilísticas e depois apagados ou anonimizados.',
        ],
      },
      {
        heading: 'Os seus direitos e a eliminação',
        paragraphs: [
          'Pode pedir para ver, corrigir ou apagar os seus dados pessoais. Escreva para privacy@malewa.example a partir do e-mail ou com o número de telemóvel da sua conta; confirmamos a sua identidade e respondemos no prazo de 30 dias. Apagar a conta não cancela encomendas que já estejam a ser preparadas.',
        ],
      },
    ],
  },

  terms: {
    title: 'Termos de utilização',
    description: 'Os termos para comprar na Malewa: encomendas, preços na moeda da sua loja, substituições, cancelamentos, pagamento e responsabilidade.',
    intro: 'Estes termos aplicam-se quando compra na Malewa. Foram escritos para serem lidos: se algo não estiver claro, pergunte-nos em support@malewa.example antes de encomendar.',
    sections: [
      {
        heading: 'Quem lhe vende',
        paragraphs: [
          'A Malewa gere o mercado; os agricultores vendem os produtos. Quando encomenda, compra ao agricultor, e a Malewa recebe a encomenda, cobra o pagamento em nome dele e coordena a entrega ou a recolha.',
        ],
      },
      {
        heading: 'Encomendas e preços',
        paragraphs: [
          'Os preços são apresentados na moeda da sua loja (rand, xelim, naira, cedi, franco ruandês ou dirham) e eventuais custos de entrega aparecem na finalização da compra. Uma encomenda existe quando chega aos nossos servidores com o estado «efetuada»: um cesto guardado sem ligação ainda não é uma encomenda.',
          'Se um preço ou o stock mudou enquanto estava sem ligação, mostramos-lhe o novo total antes de confirmar.',
        ],
      },
      {
        heading: 'Substituições e quantidades',
        paragraphs: [
          'Os produtos da terra variam com o tempo e a época. Se faltar um produto, o agricultor pode substituí-lo por outro semelhante de preço igual ou inferior, ou retirá-lo. O que se vende ao peso pode variar ligeiramente; paga o que recebe, nunca mais do que o total que confirmou.',
        ],
      },
      {
        heading: 'Cancelamentos e reembolsos',
        paragraphs: [
          'Pode cancelar uma encomenda sem custos enquanto o estado for «efetuada». Depois de o agricultor começar a prepará-la, só pode ser cancelada com o acordo dele. Artigos em falta, danificados ou estragados à chegada são reembolsados ou substituídos se nos avisar no prazo de 24 horas; os reembolsos em dinheiro móvel voltam ao número que pagou.',
        ],
      },
      {
        heading: 'Pagamento',
        paragraphs: [
          'Paga com dinheiro móvel, ou em numerário na entrega ou na recolha; em numerário, tenha se possível o valor certo. Se encomendas forem recusadas ou não levantadas várias vezes sem motivo, podemos pedir pagamento antecipado nas seguintes.',
        ],
      },
      {
        heading: 'Responsabilidade e espírito destes termos',
        paragraphs: [
          'Verificamos os agricultores e esforçamo-nos para que cada encomenda chegue certa, mas não somos responsáveis por atrasos causados por factos alheios ao nosso controlo, como tempestades ou estradas cortadas; a nossa responsabilidade por uma encomenda limita-se ao seu valor. Nada aqui limita os seus direitos ao abrigo da lei do consumidor do seu país.',
          'Estes termos assentam na equidade e na boa-fé entre clientes, agricultores e a Malewa: quando algo corre mal, procuramos primeiro uma solução justa. Aplica-se a versão publicada aqui no momento da sua encomenda.',
        ],
      },
    ],
  },
}
